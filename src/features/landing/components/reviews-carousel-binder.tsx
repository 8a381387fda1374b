import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect } from "react";

export type CarouselApi = UseEmblaCarouselType[1];

type CarouselBinderProps = { viewport: HTMLElement; onApi: (api: CarouselApi) => void };

/**
 * Attaches Embla to the reviews' prerendered markup (loaded lazily, renders
 * nothing): looping, aligned to start, one slide step at a time.
 */
export default function CarouselBinder({ viewport, onApi }: CarouselBinderProps) {
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, align: "start" });
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
