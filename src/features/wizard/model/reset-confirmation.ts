/** SPEC §5: the reset needs the word "Ja", in any case; surrounding spaces are forgiven. */
export const isResetConfirmed = (input: string) => input.trim().toLocaleLowerCase("de") === "ja";
