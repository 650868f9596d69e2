/**
 * The compression the build applies (precompress.ts writes file.gz and file.br, which nginx and the
 * project's server send), as one definition: gzip at level 9 and brotli at quality 11. The benchmark
 * uses it to give each built file's gzip and brotli size whatever encoding a browser negotiated.
 */
import zlib from 'node:zlib';

export const GZIP_OPTIONS: zlib.ZlibOptions = {level: 9};

export function brotliOptions(sizeHint: number): zlib.BrotliOptions {
  return {
    params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint},
  };
}

export interface CompressedSizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export function compressedSizes(bytes: Buffer): CompressedSizes {
  return {
    raw: bytes.length,
    gzip: zlib.gzipSync(bytes, GZIP_OPTIONS).length,
    brotli: zlib.brotliCompressSync(bytes, brotliOptions(bytes.length)).length,
  };
}
