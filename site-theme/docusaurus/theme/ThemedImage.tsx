import type { ImgHTMLAttributes } from 'react';
import clsx from 'clsx';

/**
 * `@theme/ThemedImage`: both images are in the page, and the stylesheet shows the one of the
 * current colour mode (`themed-image--light` / `--dark`), so it is right before any script runs
 * and follows the switch without one.
 */
export default function ThemedImage({
  sources,
  className,
  alt,
  ...props
}: { sources: { light: string; dark: string } } & ImgHTMLAttributes<HTMLImageElement>) {
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img
          key={mode}
          src={sources[mode]}
          alt={alt}
          className={clsx('themed-image', `themed-image--${mode}`, className)}
          {...props}
        />
      ))}
    </>
  );
}
