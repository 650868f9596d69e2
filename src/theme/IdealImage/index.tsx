// Replaced, not wrapped: the plugin's component renders, deep in its legacy lazy loader where no wrapper reaches, a no-script <img> whose srcset has width descriptors but no sizes, which HTML forbids. This renders one standard responsive <img> over the same generated files instead, lazy-loaded by the browser.
import type {ReactNode} from 'react';
import type {Props} from '@theme/IdealImage';

export default function IdealImage({img, style, ...imgProps}: Props): ReactNode {
  const lazy = {loading: 'lazy', decoding: 'async'} as const;
  // In development the plugin may hand over the original file only.
  if (typeof img === 'string' || 'default' in img) {
    return <img src={typeof img === 'string' ? img : img.default} {...lazy} style={style} {...imgProps} />;
  }
  const {src, width, height, images} = img.src;
  return (
    <img
      src={src}
      srcSet={images
        .filter((image) => image.path)
        .map((image) => `${image.path} ${image.width}w`)
        .join(', ')}
      // `auto`: the width the image is laid out at (lazy images); browsers without it use the viewport width.
      sizes="auto, 100vw"
      // The box is reserved before the file arrives: its aspect ratio, at the width of the column.
      width={width}
      height={height}
      {...lazy}
      style={{width: '100%', height: 'auto', maxWidth: '100%', ...style}}
      {...imgProps}
    />
  );
}
