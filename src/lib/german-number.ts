/**
 * Numbers written as German readers expect them ("2.990", "4,99", "1,5"), without Intl.
 *
 * The first `Intl.NumberFormat` or `toLocaleString("de-DE")` of a page loads the
 * locale's ICU data: 35–57 ms in a fresh Chromium page on a fast machine, about four
 * times that on a slow phone (docs/decisions/014). The site's prices and ratings were
 * formatted at module load, so every page paid it before it could hydrate.
 * The output is what `toLocaleString("de-DE", { maximumFractionDigits })` gives
 * (german-number.test.ts compares the two).
 */
export function formatGermanNumber(value: number, maximumFractionDigits = 3): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole, fraction] = roundedDigits(Math.abs(value), maximumFractionDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const decimals = fraction.replace(/0+$/, "");
  // Intl keeps the sign of a negative number that rounds to zero ("-0").
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${grouped}${decimals ? `,${decimals}` : ""}`;
}

/**
 * Whole and fraction digits of `value` rounded half up to `digits` places. Like ICU, it
 * rounds the shortest decimal that reads back as the same number ("1.005", not the binary
 * 1.00499…), so 1.005 becomes 1.01 as it does in Intl.
 */
function roundedDigits(value: number, digits: number): [string, string] {
  const [whole = "0", fraction = ""] = withoutExponent(String(value)).split(".");
  if (fraction.length <= digits) return [whole, fraction];
  let kept = whole + fraction.slice(0, digits);
  if (fraction.charCodeAt(digits) >= 53 /* "5" */) kept = increment(kept);
  const split = kept.length - digits;
  return [kept.slice(0, split) || "0", kept.slice(split)];
}

/** "1.5e+21" → "1500000000000000000000", "1e-7" → "0.0000001" (String() writes those from 1e21 and below 1e-6). */
function withoutExponent(shortest: string): string {
  const [mantissa = "", exponent] = shortest.split("e");
  if (exponent === undefined) return mantissa;
  const digits = mantissa.replace(".", "");
  const point = (mantissa.includes(".") ? mantissa.indexOf(".") : mantissa.length) + Number(exponent);
  if (point <= 0) return `0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + "0".repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** "0999" → "1000", "99" → "100". */
function increment(digits: string): string {
  const chars = digits.split("");
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] !== "9") {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join("");
    }
    chars[i] = "0";
  }
  return `1${chars.join("")}`;
}
