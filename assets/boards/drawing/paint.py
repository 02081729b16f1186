"""Colours and gradients, and the state of the print variant being drawn.

lin() and rad() write a gradient into a board's defs and also keep it, as
numbers (a Grad), in SPECS, so that the print variant can blend a
translucent overlay into the colours beneath it (why print needs that is
told in document.py). P says whether the print variant is being drawn and
holds what it needs besides the drawing functions' arguments.
"""

import math

from .elements import _extra, fmt, stops


class P:
    """What the print variant being drawn needs besides its arguments."""
    on = False        # drawing the print variants
    defs = []         # gradients made for the board being drawn
    ids = {}          # their text -> id, so an equal gradient is written once
    ground = None     # the Grad of the wood or cloth a shadow falls on
    grain = None      # (x, y, colour, alpha) -> what a grain line of that
                      # colour and alpha shows there on screen, shadows and all

    @staticmethod
    def reset():
        P.defs, P.ids, P.ground, P.grain = [], {}, None, None


SPECS = {}   # every gradient lin() and rad() made, as a Grad, by id


def rgb(col):
    return tuple(int(col[i:i + 2], 16) for i in (1, 3, 5))


def hexc(c):
    return '#%02x%02x%02x' % tuple(min(255, max(0, int(round(v)))) for v in c)


def mix(a, b, f):
    return tuple(x + (y - x) * f for x, y in zip(a, b))


def blend(under, col, alpha):
    """col (rgb or '#rrggbb') painted with this alpha over the colour under."""
    return mix(under, rgb(col) if isinstance(col, str) else col, alpha)


def fmt_off(v):
    """Stop offsets get four decimals: a hard edge in a long ramp needs them."""
    s = ('%.4f' % v).rstrip('0').rstrip('.')
    return '0' if s in ('-0', '') else s


class Grad:
    """A gradient as numbers, so that overlays can be blended into it.
    coords are (x1, y1, x2, y2) or (cx, cy, r, fx, fy), in the unit square
    of box (x, y, w, h) when box is given (objectBoundingBox), else in user
    space. stops are (offset, rgb, alpha), rounded as the files write them."""

    def __init__(self, kind, coords, st, box=None):
        self.kind, self.box = kind, box
        self.coords = tuple(float(fmt(v)) for v in coords)
        self.stops = [s if isinstance(s[1], tuple) else
                      (float(fmt(s[0])), rgb(s[1]), float(fmt(s[2])) if len(s) > 2 else 1.0) for s in st]

    def placed(self, x, y, w, h):
        """The gradient as it falls on an element with this bounding box."""
        return Grad(self.kind, self.coords, self.stops, (x, y, w, h))

    def on_circle(self, cx, cy, r):
        return self.placed(cx - r, cy - r, 2 * r, 2 * r)

    def over(self, col, alpha):
        """Itself with col painted over it at this alpha (itself opaque)."""
        assert all(a == 1 for _, _, a in self.stops)
        return Grad(self.kind, self.coords, [(o, blend(c, col, alpha), 1.0) for o, c, _ in self.stops], self.box)

    def colour(self, t):
        """(rgb, alpha) at gradient position t; pads beyond the ends."""
        s = self.stops
        if t <= s[0][0]:
            return s[0][1], s[0][2]
        for (o0, c0, a0), (o1, c1, a1) in zip(s, s[1:]):
            if t <= o1:
                f = (t - o0) / (o1 - o0) if o1 > o0 else 1.0
                return mix(c0, c1, f), a0 + (a1 - a0) * f
        return s[-1][1], s[-1][2]

    def at(self, x, y):
        """(rgb, alpha) at the user-space point (x, y)."""
        if self.box:
            bx, by, bw, bh = self.box
            x, y = (x - bx) / bw, (y - by) / bh
        if self.kind == 'lin':
            x1, y1, x2, y2 = self.coords
            dx, dy = x2 - x1, y2 - y1
            return self.colour(((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy))
        cx, cy, r, fx, fy = self.coords
        # the t of the circle through (x, y) in the family from the focus
        dx, dy, ex, ey = x - fx, y - fy, fx - cx, fy - cy
        dd = dx * dx + dy * dy
        if dd == 0:
            return self.colour(0)
        ed = ex * dx + ey * dy
        k = (-ed + math.sqrt(ed * ed - dd * (ex * ex + ey * ey - r * r))) / dd
        return self.colour(1 / k)

    def rgb_at(self, x, y):
        return self.at(x, y)[0]

    def url(self):
        """Writes the gradient into the board's defs (in user space, so it
        may fill any shape) and returns the reference to it."""
        st, last = [], None
        for o, c, a in self.stops:
            assert a == 1, 'a print gradient must be opaque'
            o = fmt_off(o)
            if o == last:
                o = fmt_off(float(o) + 0.0001)
            st.append('<stop offset="%s" stop-color="%s"/>' % (o, hexc(c)))
            last = o
        names = ('x1', 'y1', 'x2', 'y2') if self.kind == 'lin' else ('cx', 'cy', 'r', 'fx', 'fy')
        coords = self.coords
        if self.kind == 'rad' and coords[3:] == coords[:2]:
            names, coords = names[:3], coords[:3]
        attrs = ''.join(' %s="%s"' % (n, fmt_off(v) if self.box else fmt(v)) for n, v in zip(names, coords))
        attrs += ' gradientUnits="userSpaceOnUse"'
        if self.box:
            bx, by, bw, bh = self.box
            attrs += ' gradientTransform="matrix(%s 0 0 %s %s %s)"' % (fmt_off(bw), fmt_off(bh), fmt_off(bx), fmt_off(by))
        tag = 'linearGradient' if self.kind == 'lin' else 'radialGradient'
        text = '<%s%s>%s</%s>' % (tag, attrs, ''.join(st), tag)
        if text not in P.ids:
            P.ids[text] = 'print%d' % (len(P.ids) + 1)
            P.defs.append(text.replace('<%s' % tag, '<%s id="%s"' % (tag, P.ids[text]), 1))
        return 'url(#%s)' % P.ids[text]


def ramp(kind, coords, samples, tol=0.6):
    """A user-space Grad through (offset, rgb) samples, keeping only the
    stops needed to stay within tol of every sample (in 0-255 steps)."""
    samples = sorted(samples)
    keep = {0, len(samples) - 1}
    spans = [(0, len(samples) - 1)]
    while spans:
        i, j = spans.pop()
        (o0, c0), (o1, c1) = samples[i], samples[j]
        worst, at = tol, None
        for k in range(i + 1, j):
            o, c = samples[k]
            m = mix(c0, c1, (o - o0) / (o1 - o0) if o1 > o0 else 0)
            e = max(abs(u - v) for u, v in zip(m, c))
            if e > worst:
                worst, at = e, k
        if at is not None:
            keep.add(at)
            spans += [(i, at), (at, j)]
    return Grad(kind, coords, [(samples[k][0], samples[k][1], 1.0) for k in sorted(keep)])


def depths(length, step, soft=()):
    """Where to sample a ramp from 0 to length: every step and at the
    breaks in soft (where the slope of what is sampled changes)."""
    ds = {min(length, k * step) for k in range(int(math.ceil(length / step)) + 1)}
    return sorted(ds | {d for d in soft if 0 <= d <= length})


def pstroke(paint, width, more=''):
    """An opaque stroke: paint is a colour or a Grad."""
    if isinstance(paint, Grad):
        paint = paint.url()
    return 'stroke="%s" stroke-width="%s"%s' % (paint, fmt(width), _extra(more))


def lin(id, x1, y1, x2, y2, st):
    SPECS[id] = Grad('lin', (x1, y1, x2, y2), st)
    return '<linearGradient id="%s" x1="%s" y1="%s" x2="%s" y2="%s">%s</linearGradient>' % (
        id, fmt(x1), fmt(y1), fmt(x2), fmt(y2), stops(st))


def rad(id, cx, cy, r, st, fx=None, fy=None):
    SPECS[id] = Grad('rad', (cx, cy, r, cx if fx is None else fx, cy if fy is None else fy), st)
    fxy = '' if fx is None else ' fx="%s" fy="%s"' % (fmt(fx), fmt(fy))
    return '<radialGradient id="%s" cx="%s" cy="%s" r="%s"%s>%s</radialGradient>' % (
        id, fmt(cx), fmt(cy), fmt(r), fxy, stops(st))


def user_lin(id, x1, y1, x2, y2, st):
    """A linear gradient in user space, opaque (a mitred length's moulding)."""
    SPECS[id] = Grad('lin', (x1, y1, x2, y2), st)
    return '<linearGradient id="%s" x1="%s" y1="%s" x2="%s" y2="%s" gradientUnits="userSpaceOnUse">%s</linearGradient>' % (
        id, fmt(x1), fmt(y1), fmt(x2), fmt(y2), stops(st))
