#!/usr/bin/env python3
"""Writes the PNG fixtures PNGDecoderTests reads, with Python's zlib rather than the project's
own code, so the decoder is tested against another writer. Every pixel follows `expected` below,
which the tests repeat: `python3 make-fixtures.py` in this folder rewrites them."""
import struct, zlib

W, H = 37, 23  # odd sizes leave partial blocks in every Adam7 pass


def expected(x, y):
    """The RGBA colour of a pixel, 8 bits a channel."""
    return ((x * 7 + y * 3) % 256, (x * 5 + y * 11) % 256, (x * y) % 256, (255 - x * 3 - y) % 256)


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else b if pb <= pc else c


def filtered(rows, bpp):
    """Each row with a filter byte, the filters taken in turn (0, 1, 2, 3, 4, 0, …)."""
    out, previous = b"", bytes(len(rows[0])) if rows else b""
    for index, row in enumerate(rows):
        kind = index % 5
        line = bytearray()
        for i, value in enumerate(row):
            left = row[i - bpp] if i >= bpp else 0
            up = previous[i]
            upleft = previous[i - bpp] if i >= bpp else 0
            predictor = [0, left, up, (left + up) // 2, paeth(left, up, upleft)][kind]
            line.append((value - predictor) % 256)
        out += bytes([kind]) + bytes(line)
        previous = row
    return out


def pack(samples, depth):
    """Samples of `depth` bits into bytes, high bits first."""
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if depth == 8:
        return bytes(samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc, bits = acc << depth | s, bits + depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def write(name, color_type, depth, pixel, interlaced=False, level=9, extra=b""):
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color_type]
    bpp = max(1, channels * depth // 8)
    passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)] if interlaced else [(0, 0, 1, 1)]
    data = b""
    for x0, y0, dx, dy in passes:
        xs, ys = range(x0, W, dx), range(y0, H, dy)
        if not xs or not ys:
            continue
        rows = [pack([s for x in xs for s in pixel(x, y)], depth) for y in ys]
        data += filtered(rows, bpp)
    header = struct.pack(">IIBBBBB", W, H, depth, color_type, 0, 0, 1 if interlaced else 0)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + extra
    compressed = zlib.compress(data, level)
    # Two IDAT chunks: the image data may be split anywhere.
    png += chunk(b"IDAT", compressed[:len(compressed) // 2]) + chunk(b"IDAT", compressed[len(compressed) // 2:])
    png += chunk(b"tEXt", b"Software\x00Python zlib") + chunk(b"IEND", b"")
    open(name, "wb").write(png)


write("rgba8.png", 6, 8, lambda x, y: expected(x, y))
write("rgb8-stored.png", 2, 8, lambda x, y: expected(x, y)[:3], level=0)
write("rgb8-fast.png", 2, 8, lambda x, y: expected(x, y)[:3], level=1)
write("rgba8-interlaced.png", 6, 8, lambda x, y: expected(x, y), interlaced=True)
write("rgb16.png", 2, 16, lambda x, y: [v * 257 for v in expected(x, y)[:3]])
write("grey-alpha8.png", 4, 8, lambda x, y: [expected(x, y)[0], expected(x, y)[3]])
def grey(x, y, depth):
    """A grey sample of `depth` bits; 16-bit ones spread so their high byte varies."""
    return (x + y) * 1111 % 65536 if depth == 16 else (x + y) % (1 << depth)


for depth in (1, 2, 4, 8, 16):
    write(f"grey{depth}.png", 0, depth, lambda x, y, d=depth: [grey(x, y, d)])
# A 4-bit palette of 16 greys, 0 transparent and 8 half transparent.
palette = b"".join(bytes([i * 17] * 3) for i in range(16))
write("palette4.png", 3, 4, lambda x, y: [(x + 2 * y) % 16], interlaced=True,
      extra=chunk(b"PLTE", palette) + chunk(b"tRNS", bytes([0] + [255] * 7 + [128])))
