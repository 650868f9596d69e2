// Replaced, not wrapped: the plugin's component renders, deep in its legacy lazy loader where no wrapper reaches, a no-script <img> whose srcset has width descriptors but no sizes, which HTML forbids. This renders one standard responsive <img> over the same generated files instead, lazy-loaded by the browser.
import type {ReactNode} from 'react';
import type {Props} from '@theme/IdealImage';

export default function IdealImage({img, style, ...imgProps}: Props): ReactNode {
  // In development the plugin may hand over the original file only.
  if (typeof img === 'string' || 'default' in img) {
    const src = typeof img === 'string' ? img : img.default;
    return <img src={src} loading="lazy" decoding="async" style={style} {...imgProps} />;
  }
  const {src} = img;
  const srcSet = src.images
    .filter((image) => image.path)
    .map((image) => `${image.path} ${image.width}w`)
    .join(', ');
  return (
    <img
      src={src.src}
      srcSet={srcSet}
      // `auto`: the width the image is laid out at (lazy images); browsers without it use the viewport width.
      sizes="auto, 100vw"
      // The box is reserved before the file arrives: its aspect ratio, at the width of the column.
      width={src.width}
      height={src.height}
      loading="lazy"
      decoding="async"
      style={{width: '100%', height: 'auto', maxWidth: '100%', ...style}}
      {...imgProps}
    />
  );
}
