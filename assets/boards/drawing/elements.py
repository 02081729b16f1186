"""SVG elements as text: numbers, points, paths and the plain shapes.

Every board is written with these. A number gets at most two decimals
(fmt); a shape takes its paint and any further attributes as text, so
the screen and the print drawing share the shapes and differ only in
paint. Only elements and presentation attributes that Qt SVG 6.4 renders
are written (see README.md, "Renderer limits").
"""



def fmt(v):
    """A number with at most two decimals: a hundredth of a millimetre is
    finer than any screen shows, and it keeps the files small."""
    s = ('%.2f' % v).rstrip('0').rstrip('.')
    return '0' if s in ('-0', '') else s


def pts(seq):
    return ' '.join('%s,%s' % (fmt(x), fmt(y)) for x, y in seq)


def pathd(seq, close=False):
    d = 'M' + ' L'.join('%s %s' % (fmt(x), fmt(y)) for x, y in seq)
    return d + (' Z' if close else '')


def smooth_path(seq):
    """Catmull-Rom through the points, as cubic Beziers."""
    if len(seq) < 3:
        return pathd(seq)
    d = 'M%s %s' % (fmt(seq[0][0]), fmt(seq[0][1]))
    for i in range(len(seq) - 1):
        p0 = seq[i - 1] if i > 0 else seq[i]
        p1, p2 = seq[i], seq[i + 1]
        p3 = seq[i + 2] if i + 2 < len(seq) else seq[i + 1]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        d += ' C%s %s %s %s %s %s' % (fmt(c1[0]), fmt(c1[1]), fmt(c2[0]), fmt(c2[1]), fmt(p2[0]), fmt(p2[1]))
    return d


def stops(lst):
    """Gradient stops from (offset, colour[, opacity]) tuples."""
    out = []
    for s in lst:
        off, col = s[0], s[1]
        op = s[2] if len(s) > 2 else None
        out.append('<stop offset="%s" stop-color="%s"%s/>' % (
            fmt(off), col, '' if op is None else ' stop-opacity="%s"' % fmt(op)))
    return ''.join(out)


def _id(id):
    return '' if id is None else ' id="%s"' % id


def _extra(extra):
    return (' ' + extra) if extra else ''


def circle(cx, cy, r, fill='none', extra='', id=None):
    return '<circle%s cx="%s" cy="%s" r="%s" fill="%s"%s/>' % (
        _id(id), fmt(cx), fmt(cy), fmt(r), fill, _extra(extra))


def ellipse(cx, cy, rx, ry, fill='none', extra=''):
    return '<ellipse cx="%s" cy="%s" rx="%s" ry="%s" fill="%s"%s/>' % (
        fmt(cx), fmt(cy), fmt(rx), fmt(ry), fill, _extra(extra))


def rect(x, y, w, h, rx=0, fill='none', extra='', id=None):
    r = ' rx="%s"' % fmt(rx) if rx else ''
    return '<rect%s x="%s" y="%s" width="%s" height="%s"%s fill="%s"%s/>' % (
        _id(id), fmt(x), fmt(y), fmt(w), fmt(h), r, fill, _extra(extra))


def path(d, fill='none', extra=''):
    return '<path d="%s" fill="%s"%s/>' % (d, fill, _extra(extra))


def polygon(p, fill, extra=''):
    return '<polygon points="%s" fill="%s"%s/>' % (pts(p), fill, _extra(extra))


def stroke(colour, opacity, width, more=''):
    return 'stroke="%s" stroke-opacity="%s" stroke-width="%s"%s' % (
        colour, fmt(opacity), fmt(width), _extra(more))
