import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect } from "react";

export type CarouselApi = UseEmblaCarouselType[1];

type CarouselBinderProps = {
  viewport: HTMLElement;
  onApi: (api: CarouselApi) => void;
  /** The reviews are listed one below the other (phones only): the carousel rests there. */
  listed?: boolean;
};

/** Tailwind's `md`: from here the reviews are always a carousel, with buttons. */
const FROM_MEDIUM = "(min-width: 48rem)";

/**
 * Attaches Embla to the reviews' prerendered markup (loaded lazily, renders
 * nothing): looping, aligned to start, one slide step at a time.
 */
export default function CarouselBinder({ viewport, onApi, listed = false }: CarouselBinderProps) {
  // Inactive, Embla takes its transforms off the slides, so the list lies as the page's CSS says.
  const [emblaRef, emblaApi] = useEmblaCarousel({
    loop: true,
    align: "start",
    active: !listed,
    breakpoints: { [FROM_MEDIUM]: { active: true } },
  });
  useEffect(() => {
    emblaRef(viewport);
    return () => emblaRef(null);
  }, [emblaRef, viewport]);
  useEffect(() => {
    onApi(emblaApi);
    return () => onApi(undefined);
  }, [emblaApi, onApi]);
  return null;
}
