#!/usr/bin/env python3
"""Draw the board and chip art of the app.

Writes, next to this script:

    poch.svg, pope-joan.svg, pope-joan-5.svg, spin.svg, single-pool.svg,
    pool-cards.svg, and the boards of the older forms: poch-bowls.svg,
    pochen.svg, poque.svg, poch-1810.svg

and ../chips/chips.svg; and in print/ each board again without any
translucency, which Qt's PDF writer renders wrong (see "print variants").

The SVG user unit is the millimetre at true table size: each file sets
width/height in mm and a viewBox from 0 0 with the same numbers, so a board
printed at 100 % has its real size. The element ids the app looks up
(pool-*, label-*, card-*, chip-*) and the renderer limits the drawing keeps
to are described in README.md.

Python 3 standard library only. The output is deterministic (the wood grain
uses fixed random seeds), so rerunning it reproduces the committed files.

    python3 assets/boards/make_boards.py
"""

import math
import os
import random
import re

HERE = os.path.dirname(os.path.abspath(__file__))
CHIPS_DIR = os.path.join(HERE, '..', 'chips')
PRINT_DIR = os.path.join(HERE, 'print')


# ------------------------------------------------------------ SVG writing

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


def lin(id, x1, y1, x2, y2, st):
    SPECS[id] = Grad('lin', (x1, y1, x2, y2), st)
    return '<linearGradient id="%s" x1="%s" y1="%s" x2="%s" y2="%s">%s</linearGradient>' % (
        id, fmt(x1), fmt(y1), fmt(x2), fmt(y2), stops(st))


def rad(id, cx, cy, r, st, fx=None, fy=None):
    SPECS[id] = Grad('rad', (cx, cy, r, cx if fx is None else fx, cy if fy is None else fy), st)
    fxy = '' if fx is None else ' fx="%s" fy="%s"' % (fmt(fx), fmt(fy))
    return '<radialGradient id="%s" cx="%s" cy="%s" r="%s"%s>%s</radialGradient>' % (
        id, fmt(cx), fmt(cy), fmt(r), fxy, stops(st))


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


def svg(w, h, body, defs):
    """The whole file; the viewBox equals the size in mm (see the docstring)."""
    if P.on:
        defs = print_defs(defs)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.2" baseProfile="tiny"\n'
            '     width="%smm" height="%smm" viewBox="0 0 %s %s">\n' % (fmt(w), fmt(h), fmt(w), fmt(h)) +
            '<defs>\n' + '\n'.join(defs) + '\n</defs>\n' + body + '\n</svg>\n')


def stroke(colour, opacity, width, more=''):
    return 'stroke="%s" stroke-opacity="%s" stroke-width="%s"%s' % (
        colour, fmt(opacity), fmt(width), _extra(more))


# ------------------------------------------------------- print variants
#
# Qt 6.4's PDF writer renders translucency wrong: gradient stops with
# stop-opacity < 1 come out opaque, the opacity of a gradient fill is
# ignored, and a constant fill-opacity is not reliable either. So every
# board is also drawn to print/ without any translucency, for the app to
# print. Each translucent overlay becomes an opaque shape of the same
# geometry whose colour is the overlay already blended onto what lies
# beneath it. Where that is one gradient (the field, a hollow, the baize),
# it becomes the same gradient placed in user space with blended stops,
# which is exact. Where two gradients cross (the rim's light over its
# turned profile, a frame's light over its steps) the area is cut into thin
# tiles, each with a gradient sampled along it. The elements with ids are
# drawn exactly as on screen.

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


def print_defs(defs):
    """The screen's gradients without the translucent ones (their work is
    done by the shapes made for print), the plaque's field with its sheen
    blended in, and the gradients made while drawing the board."""
    out = []
    for d in defs:
        gid = re.search(r' id="([^"]+)"', d).group(1)
        if gid == 'plaqueField':
            out.append(plaque_field_print())
        elif 'stop-opacity' not in d:
            out.append(d)
    return out + P.defs


def plaque_field_print():
    """The plaque's field with the sheen over its top half blended in."""
    field, sheen = SPECS['plaqueField'], SPECS['plaqueSheen']
    st = []
    for t in depths(1, 0.025, soft=(0.225, 0.5)):
        c = field.colour(t)[0]
        if t <= 0.5:
            c = blend(c, *sheen.colour(t / 0.5))
        st.append((t, c))
    g = ramp('lin', (0, 0, 0, 1), st, tol=0.4)
    return '<linearGradient id="plaqueField" x1="0" y1="0" x2="0" y2="1">%s</linearGradient>' % ''.join(
        '<stop offset="%s" stop-color="%s"/>' % (fmt_off(o), hexc(c)) for o, c, _ in g.stops)


def plaque_field_colour(t):
    """The print plaque field's colour at t (0 top, 1 bottom)."""
    c = SPECS['plaqueField'].colour(t)[0]
    return blend(c, *SPECS['plaqueSheen'].colour(t / 0.5)) if t <= 0.5 else c


# ---------------------------------------------------------------- geometry
# Angles in degrees. arc_pts/arc_d/crescent: 0 = right, clockwise on
# screen (y down). Board layouts: 0 = up, clockwise, as the pools are listed.

def arc_pts(cx, cy, r, a0, a1, n=48):
    return [(cx + r * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
             cy + r * math.sin(math.radians(a0 + (a1 - a0) * i / n))) for i in range(n + 1)]


def arc_d(cx, cy, r, a0, a1):
    """An SVG arc path from angle a0 to a1."""
    x0, y0 = cx + r * math.cos(math.radians(a0)), cy + r * math.sin(math.radians(a0))
    x1, y1 = cx + r * math.cos(math.radians(a1)), cy + r * math.sin(math.radians(a1))
    large = 1 if abs(a1 - a0) > 180 else 0
    sweep = 1 if a1 > a0 else 0
    return 'M%s %s A%s %s 0 %d %d %s %s' % (fmt(x0), fmt(y0), fmt(r), fmt(r), large, sweep, fmt(x1), fmt(y1))


def crescent(cx, cy, r, d, ang=225, n=64):
    """The part of the circle (cx, cy, r) not covered by the same circle
    moved d away from angle ang: how a rim or wall shades a sunk surface
    when the light comes from the opposite side. Qt SVG has no clip paths,
    so the shape is drawn outright."""
    ox, oy = -d * math.cos(math.radians(ang)), -d * math.sin(math.radians(ang))
    # The crossing points are found by sampling in half-degree steps rather
    # than solved for; the committed art was made this way.
    uncovered = []
    for i in range(721):
        a = ang - 180 + i * 0.5
        x, y = cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))
        if math.hypot(x - (cx + ox), y - (cy + oy)) > r:
            uncovered.append(a)
    if not uncovered:
        return ''
    p = arc_pts(cx, cy, r, uncovered[0], uncovered[-1], n)
    # back along the moved circle: the inner edge of the crescent
    x0, y0 = p[-1]
    b0 = math.degrees(math.atan2(y0 - (cy + oy), x0 - (cx + ox)))
    x1, y1 = p[0]
    b1 = math.degrees(math.atan2(y1 - (cy + oy), x1 - (cx + ox)))
    while b1 > b0:
        b1 -= 360
    q = arc_pts(cx + ox, cy + oy, r, b0, b1, n)
    return pathd(p + q, True)


def in_crescent(x, y, cx, cy, r, d, ang=225):
    """Whether (x, y) lies in crescent(cx, cy, r, d, ang)."""
    ox, oy = -d * math.cos(math.radians(ang)), -d * math.sin(math.radians(ang))
    return math.hypot(x - cx, y - cy) <= r and math.hypot(x - cx - ox, y - cy - oy) > r


def sector_d(c, th0, th1, r0, r1, n=40):
    """A ring sector round (c, c), angles clockwise from up."""
    def p(r, th):
        return (c + r * math.sin(math.radians(th)), c - r * math.cos(math.radians(th)))
    outer = [p(r1, th0 + (th1 - th0) * i / n) for i in range(n + 1)]
    inner = [p(r0, th1 - (th1 - th0) * i / n) for i in range(n + 1)]
    return pathd(outer + inner, True)


# ------------------------------------------------------ print: tiles
# Shapes the print variants cover translucent areas with (see "print
# variants" above). Angles as in arc_pts (0 = right, clockwise), except
# polar_piece, which takes them as the board layouts do (0 = up).

def rrect_pts(x, y, w, h, r, n=8):
    """A rounded rectangle as a polygon, clockwise on screen. As in SVG,
    the corners' radii are at most half the width and half the height."""
    rx, ry = min(r, w / 2), min(r, h / 2)
    out = []
    for cx, cy, a in ((x + w - rx, y + ry, 270), (x + w - rx, y + h - ry, 0), (x + rx, y + h - ry, 90), (x + rx, y + ry, 180)):
        out += [(cx + rx * math.cos(math.radians(a + 90 * k / n)), cy + ry * math.sin(math.radians(a + 90 * k / n)))
                for k in range(n + 1)]
    return out


def rrect_sdf(px, py, x, y, w, h, r):
    """Signed distance from a point to a rounded rectangle's edge (< 0
    inside); elliptical corners (see rrect_pts) are taken as round."""
    r = min(r, w / 2, h / 2)
    qx = abs(px - x - w / 2) - (w / 2 - r)
    qy = abs(py - y - h / 2) - (h / 2 - r)
    return math.hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - r


def clip_half(poly, p, nrm):
    """The part of the polygon where (q - p) . nrm >= 0."""
    def side(q):
        return (q[0] - p[0]) * nrm[0] + (q[1] - p[1]) * nrm[1]
    out = []
    for a, b in zip(poly, poly[1:] + poly[:1]):
        sa, sb = side(a), side(b)
        if sa >= 0:
            out.append(a)
        if (sa >= 0) != (sb >= 0):
            f = sa / (sa - sb)
            out.append((a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f))
    return out


def clip_convex(poly, clip):
    """The part of the polygon inside the convex, clockwise polygon clip."""
    for a, b in zip(clip, clip[1:] + clip[:1]):
        if len(poly) < 3:
            return []
        # inside a clockwise (on screen) polygon is to the right of each edge
        poly = clip_half(poly, a, (-(b[1] - a[1]), b[0] - a[0]))
    return poly


def circle_exit(c, o, r, th):
    """How far from (c, c), going out at angle th (0 = up, clockwise), the
    edge of the circle of radius r centred at (c + o[0], c + o[1]) lies."""
    ux, uy = math.sin(math.radians(th)), -math.cos(math.radians(th))
    ou = o[0] * ux + o[1] * uy
    return ou + math.sqrt(ou * ou - o[0] * o[0] - o[1] * o[1] + r * r)


def polar_piece(c, th0, th1, inner, outer, m=48):
    """The region round (c, c) between the radii inner(th) and outer(th)
    for th from th0 to th1 (0 = up, clockwise), as a polygon, or None
    where it is empty."""
    ths = [th0 + (th1 - th0) * k / m for k in range(m + 1)]
    ro = [outer(t) for t in ths]
    ri = [min(inner(t), r) for t, r in zip(ths, ro)]
    if all(o - i < 0.005 for o, i in zip(ro, ri)):
        return None
    def p(r, t):
        return (c + r * math.sin(math.radians(t)), c - r * math.cos(math.radians(t)))
    return [p(r, t) for r, t in zip(ro, ths)] + [p(r, t) for r, t in reversed(list(zip(ri, ths)))]


def rim_tiles(c, R, r0, comp, soft=()):
    """The ring from r0 to R round (c, c) as wedges, each with a linear
    gradient along its middle from r0 to R (PDF viewers sample a gradient
    over its whole length, so a radial one from the centre would blur the
    rim's mouldings); the wedges are so narrow that the straight stripes
    stray at most 0.03 mm from the circles.
    comp(x, y) is the colour the screen drawing has there, which must
    change smoothly. The wedges overlap a little, so no seam shows."""
    out = []
    n = int(math.ceil(180 / math.degrees(math.acos(1 - 0.03 / R))))
    for k in range(n):
        a0, a1 = k * 360 / n, (k + 1) * 360 / n
        am = math.radians((a0 + a1) / 2)
        ux, uy = math.cos(am), math.sin(am)
        a1 += 0.5
        st = [((r - r0) / (R - r0), comp(c + r * ux, c + r * uy)) for r in depths(R, 0.25, soft) if r >= r0]
        g = ramp('lin', (c + r0 * ux, c + r0 * uy, c + R * ux, c + R * uy), st)
        (x0, y0), (x1, y1) = arc_pts(c, c, R, a0, a1, 1)
        (x2, y2), (x3, y3) = arc_pts(c, c, r0, a1, a0, 1)
        out.append(path('M%s %s A%s %s 0 0 1 %s %s L%s %s A%s %s 0 0 0 %s %s Z' % (
            fmt(x0), fmt(y0), fmt(R), fmt(R), fmt(x1), fmt(y1), fmt(x2), fmt(y2), fmt(r0), fmt(r0), fmt(x3), fmt(y3)),
            g.url()))
    return '\n'.join(out)


def frame_bands(W, H, rx, bands, comp, wedge=10.0):
    """The frame of the rounded rectangle (0, 0, W, H, rx) as opaque shapes,
    one ring per band (d0, d1) of depths from its edge, so that every edge
    between steps of the moulding is an edge of a shape, not a hard stop
    in a gradient (PDF viewers sample gradients coarsely and miss those).
    Each ring is four straight strips, with a gradient along the side, and
    in each corner pieces of wedge degrees, with a gradient along the arc
    (the bands are taken as concentric round a corner's centre).
    comp(x, y) is the colour the screen drawing has there. Each shape
    reaches a little under its neighbours, so no seam shows."""
    out = []
    for d0, d1 in bands:
        dm, e = (d0 + d1) / 2, d1 + 0.1
        n = max(2, int((W - 2 * rx) / 2))
        xs = [rx + (W - 2 * rx) * k / n for k in range(n + 1)]
        m = max(2, int((H - 2 * rx) / 2))
        ys = [rx + (H - 2 * rx) * k / m for k in range(m + 1)]
        for y in (dm, H - dm):
            g = ramp('lin', (rx, y, W - rx, y), [((x - rx) / (W - 2 * rx), comp(x, y)) for x in xs])
            out.append(rect(rx - 0.15, d0 if y < H / 2 else H - e, W - 2 * rx + 0.3, e - d0, 0, g.url()))
        for x in (dm, W - dm):
            g = ramp('lin', (x, rx, x, H - rx), [((y - rx) / (H - 2 * rx), comp(x, y)) for y in ys])
            out.append(rect(d0 if x < W / 2 else W - e, rx - 0.15, e - d0, H - 2 * rx + 0.3, 0, g.url()))
        ro, ri, rm = rx - d0, max(rx - e, 0), rx - dm
        k = int(round(90 / wedge))
        for cx, cy, a in ((rx, rx, 180), (W - rx, rx, 270), (W - rx, H - rx, 0), (rx, H - rx, 90)):
            for j in range(k):
                a0, a1 = a + 90 * j / k, a + 90 * (j + 1) / k
                arc = arc_pts(cx, cy, rm, a0, a1, 4)
                g = ramp('lin', arc[0] + arc[-1], [(f / 4, comp(*p)) for f, p in enumerate(arc)])
                (x0, y0), (x1, y1) = arc_pts(cx, cy, ro, a0 - 0.3, a1 + 0.3, 1)
                if ri > 0:
                    (x2, y2), (x3, y3) = arc_pts(cx, cy, ri, a1 + 0.3, a0 - 0.3, 1)
                    inner = 'L%s %s A%s %s 0 0 0 %s %s' % (fmt(x2), fmt(y2), fmt(ri), fmt(ri), fmt(x3), fmt(y3))
                else:
                    inner = 'L%s %s' % (fmt(cx), fmt(cy))
                out.append(path('M%s %s A%s %s 0 0 1 %s %s %s Z' % (
                    fmt(x0), fmt(y0), fmt(ro), fmt(ro), fmt(x1), fmt(y1), inner), g.url()))
    return '\n'.join(out)


def shade_overlay(x, y, w, h, r, width=5.0):
    """A frame's shadow on the field (x, y, w, h) it surrounds: on screen
    two translucent strips `width` wide with the corner radius r, shadeDown
    along the top and shadeRight down the left. Returns what it makes of
    the colour col at (px, py): shaded(px, py, col)."""
    down = SPECS['shadeDown'].placed(x, y, w, width)
    right = SPECS['shadeRight'].placed(x, y, width, h)

    def shaded(px, py, col):
        if rrect_sdf(px, py, x, y, w, width, r) <= 0:
            col = blend(col, *down.at(px, py))
        if rrect_sdf(px, py, x, y, width, h, r) <= 0:
            col = blend(col, *right.at(px, py))
        return col
    return shaded


def shade_tiles(x, y, w, h, r, ground, field_r, edges=(), width=5.0, cell=8.0):
    """The shade_overlay over the field (x, y, w, h; corner radius
    field_r, gradient ground) as opaque tiles: columns along the top, then
    rows down the left, fine where the two strips cross, all cut to the
    field's shape. Round the field's corners the strips reach over the
    frame: edges are its rings next to the field, (colour, width) from
    the field outwards, whose shaded parts are drawn in small pieces."""
    shaded = shade_overlay(x, y, w, h, r, width)
    top_strip = rrect_pts(x, y, w, width, r)
    left_strip = rrect_pts(x, y, width, h, r)
    crossing = arc_pts(x + r, y + r, r, 180, 270, 8) + [(x + 2 * width, y), (x + 2 * width, y + 2 * width), (x, y + 2 * width)]
    field = rrect_pts(x, y, w, h, field_r, 16)

    def comp(px, py):
        return shaded(px, py, ground.rgb_at(px, py))
    out = []
    ds = depths(width, 0.25)
    n = max(1, int(math.ceil((w - width) / cell)))
    for i in range(n):
        x0 = x + width + (w - width) * i / n
        x1 = x + width + (w - width) * (i + 1) / n
        xm = (x0 + x1) / 2
        piece = clip_convex([(x0 - 0.15, y - 1), (x1 + 0.15, y - 1), (x1 + 0.15, y + width + 1), (x0 - 0.15, y + width + 1)],
                            top_strip)
        g = ramp('lin', (xm, y, xm, y + width), [(d / width, comp(xm, y + d)) for d in ds])
        out.append(polygon(clip_convex(piece, field), g.url()))
    bands = [(y + width * k / 20, y + width * (k + 1) / 20) for k in range(20)]
    m = max(1, int(math.ceil((h - width) / cell)))
    bands += [(y + width + (h - width) * k / m, y + width + (h - width) * (k + 1) / m) for k in range(m)]
    for y0, y1 in bands:
        ym = (y0 + y1) / 2
        # where the strips cross, the rows fill both up to the columns
        x1 = x + width + (0.15 if y1 <= y + width + 1e-6 else 1)
        piece = clip_convex([(x - 1, y0 - 0.1), (x1, y0 - 0.1), (x1, y1 + 0.1), (x - 1, y1 + 0.1)],
                            crossing if y1 <= y + width + 1e-6 else left_strip)
        g = ramp('lin', (x, ym, x + width, ym), [(d / width, comp(x + d, ym)) for d in ds])
        out.append(polygon(clip_convex(piece, field), g.url()))
    for cx, cy, a in ((x + field_r, y + field_r, 180), (x + w - field_r, y + field_r, 270), (x + field_r, y + h - field_r, 90)):
        r0 = field_r
        for col, ew in edges:
            for k in range(18):
                a0, a1 = a + 5 * k - 0.2, a + 5 * (k + 1) + 0.2
                ring = arc_pts(cx, cy, r0 + ew, a0, a1, 2) + arc_pts(cx, cy, r0 - 0.05, a1, a0, 2)
                for strip in (top_strip, left_strip):
                    piece = clip_convex(ring, strip)
                    if len(piece) >= 3:
                        mx, my = sum(p[0] for p in piece) / len(piece), sum(p[1] for p in piece) / len(piece)
                        out.append(polygon(piece, hexc(shaded(mx, my, rgb(col)))))
            r0 += ew
    return '\n'.join(out)


# ----------------------------------------------------------------- palette
# The light comes from the top left on every board.

WOOD_DEFS = [
    # The committed files also define rimShade and hollowDark, which nothing
    # uses; they stay so the output does not change.
    # a turned rim
    lin('rimLight', 0, 0, 1, 1, [(0, '#fff2d8', 0.35), (0.45, '#fff2d8', 0.0), (0.55, '#000000', 0.0), (1, '#1a0a00', 0.45)]),
    lin('rimShade', 0, 0, 1, 1, [(0, '#1a0a00', 0.35), (0.45, '#1a0a00', 0.0), (0.55, '#fff2d8', 0.0), (1, '#fff2d8', 0.3)]),
    # a carved hollow: darker towards the edge, the far wall lit
    rad('hollow', 0.5, 0.5, 0.5, [(0, '#b9793f'), (0.55, '#9a5a28'), (0.82, '#6d3715'), (0.95, '#4a220a'), (1, '#3a1906')], fx=0.56, fy=0.6),
    rad('hollowDark', 0.5, 0.5, 0.5, [(0, '#8f5a34'), (0.55, '#774422'), (0.82, '#552a10'), (0.95, '#3d1c08'), (1, '#2e1404')], fx=0.56, fy=0.6),
    lin('lip', 0, 0, 1, 1, [(0, '#f0c48c'), (0.5, '#b77a42'), (1, '#6a3513')]),
    lin('lipIn', 0, 0, 1, 1, [(0, '#4a2208'), (0.5, '#8a4f24'), (1, '#e8b57a')]),
    # the brass plaque with its dark field, on which the app writes the name
    lin('brass', 0, 0, 0, 1, [(0, '#fbeab0'), (0.18, '#e7c46a'), (0.5, '#b98a32'), (0.82, '#8d6420'), (1, '#5e4010')]),
    lin('brassEdge', 0, 0, 1, 1, [(0, '#fff4c8'), (0.5, '#c8963c'), (1, '#6a4810')]),
    lin('plaqueField', 0, 0, 0, 1, [(0, '#3a1e0c'), (0.5, '#4e2c14'), (1, '#2e170a')]),
    lin('plaqueSheen', 0, 0, 0, 1, [(0, '#ffffff', 0.18), (0.45, '#ffffff', 0.0), (1, '#ffffff', 0.0)]),
]

TRAY_DEFS = [
    lin('frameOuter', 0, 0, 0, 1, [(0, '#9a5a29'), (1, '#6a3412')]),
    rad('trayField', 0.5, 0.5, 0.6, [(0, '#cf9457'), (0.6, '#bb7a40'), (1, '#9a5a2a')], fx=0.42, fy=0.4),
    lin('shadeDown', 0, 0, 0, 1, [(0, '#1a0800', 0.45), (1, '#1a0800', 0)]),
    lin('shadeRight', 0, 0, 1, 0, [(0, '#1a0800', 0.4), (1, '#1a0800', 0)]),
]


def rim_defs(R, field_R, band=5):
    """Gradients of a round board of radius R whose field has radius field_R.
    Stop offsets are fractions of R; t() takes a radius in mm, so the
    rim's mouldings line up with the circles round_board() draws."""
    def t(r):
        return r / R
    fr = field_R + band
    return [
        rad('rim', 0.5, 0.5, 0.5, [
            (0, '#7a3a18'), (t(fr - 1), '#3a1606'), (t(fr + 1.5), '#4e220c'), (t(fr + 3), '#7a3c18'),
            (t(fr + (R - fr) * 0.22), '#a9652f'), (t(fr + (R - fr) * 0.33), '#c98a4e'), (t(fr + (R - fr) * 0.44), '#9a5426'),
            (t(fr + (R - fr) * 0.55), '#5e2a10'), (t(fr + (R - fr) * 0.64), '#7e3f1a'), (t(fr + (R - fr) * 0.78), '#b87640'),
            (t(fr + (R - fr) * 0.9), '#8a4a20'), (t(R - 0.8), '#552510'), (1, '#2e1204')]),
        rad('band', 0.5, 0.5, 0.5, [(0, '#5a2a10'), (0.9, '#4a200a'), (1, '#5e2c10')], fx=0.45, fy=0.42),
        rad('field', 0.5, 0.5, 0.5, [(0, '#cf9457'), (0.55, '#bd7c42'), (0.9, '#a5642f'), (1, '#8a4e22')], fx=0.42, fy=0.38),
    ]


# --------------------------------------------------------- building blocks

def plaque(id, cx, cy, w, h):
    """A brass-framed plaque. Only the frame and what lies inside it are in
    the group with the id, so the group's box is exactly the frame (the app
    sizes the name from it); the drop shadow stays outside."""
    x, y = cx - w / 2, cy - h / 2
    b = 1.7   # width of the brass frame
    line = 'M%s %s H%s' % (fmt(x + b + 1.5), fmt(y + h - b - 0.35), fmt(x + w - b - 1.5))
    if P.on:
        # the sheen is blended into plaqueField (see print_defs)
        t = (h - 2 * b - 0.35) / (h - 2 * b)
        return '\n'.join([
            rect(x + 0.9, y + 1.4, w, h, 3.2, P.ground.over('#1a0800', 0.35).url()),
            '<g id="%s">' % id,
            rect(x, y, w, h, 3, 'url(#brassEdge)'),
            rect(x + 0.45, y + 0.45, w - 0.9, h - 0.9, 2.6, 'url(#brass)'),
            rect(x + b, y + b, w - 2 * b, h - 2 * b, 1.8, 'url(#plaqueField)'),
            path(line, 'none', pstroke(hexc(blend(plaque_field_colour(t), '#f7d98c', 0.35)), 0.5)),
            '</g>'])
    out = [rect(x + 0.9, y + 1.4, w, h, 3.2, '#1a0800', 'fill-opacity="0.35"'),
           '<g id="%s">' % id,
           rect(x, y, w, h, 3, 'url(#brassEdge)'),
           rect(x + 0.45, y + 0.45, w - 0.9, h - 0.9, 2.6, 'url(#brass)'),
           rect(x + b, y + b, w - 2 * b, h - 2 * b, 1.8, 'url(#plaqueField)'),
           rect(x + b, y + b, w - 2 * b, (h - 2 * b) * 0.5, 1.8, 'url(#plaqueSheen)'),
           path(line, 'none', stroke('#f7d98c', 0.35, 0.5)),
           '</g>']
    return '\n'.join(out)


def hollow(id, cx, cy, r, lip=3.0, grads=('lip', 'lipIn', 'hollow'), marks=True):
    """A carved bowl: its shadow on the board, a raised turned lip, the
    hollow itself (the unstroked circle with the id, so its box is exact),
    the shadowed near wall and the lit far wall. grads are the gradients of
    the lip, its inner edge and the hollow; marks, whether turning marks
    show in its bottom."""
    lip_g, lip_in, inside = grads
    if P.on:
        # each crescent lies inside the next bigger one of its side, so its
        # colour is the hollow with both overlays blended in
        g = SPECS[inside].on_circle(cx, cy, r)
        dark1 = g.over('#1a0800', 0.32)
        light1 = g.over('#ffd9a6', 0.14)
        out = [circle(cx + 1.2, cy + 1.8, r + lip + 0.6, P.ground.over('#1a0800', 0.28).url()),
               circle(cx, cy, r + lip, 'url(#%s)' % lip_g),
               circle(cx, cy, r + lip * 0.45, 'url(#%s)' % lip_in),
               circle(cx, cy, r, 'url(#%s)' % inside, id=id),
               path(crescent(cx, cy, r, r * 0.16, 225), dark1.url()),
               path(crescent(cx, cy, r, r * 0.07, 225), dark1.over('#1a0800', 0.25).url()),
               path(crescent(cx, cy, r, r * 0.08, 45), light1.url()),
               path(crescent(cx, cy, r, r * 0.035, 45), light1.over('#fff0d6', 0.18).url())]
        for k, rr in enumerate((0.35, 0.55, 0.72) if marks else ()):
            out.append(circle(cx, cy, r * rr, 'none', pstroke(g.over('#2a1205', float(fmt(0.10 + 0.03 * k))), 0.35)))
        return '\n'.join(out)
    out = [circle(cx + 1.2, cy + 1.8, r + lip + 0.6, '#1a0800', 'fill-opacity="0.28"'),
           circle(cx, cy, r + lip, 'url(#%s)' % lip_g),
           circle(cx, cy, r + lip * 0.45, 'url(#%s)' % lip_in),
           circle(cx, cy, r, 'url(#%s)' % inside, id=id),
           path(crescent(cx, cy, r, r * 0.16, 225), '#1a0800', 'fill-opacity="0.32"'),
           path(crescent(cx, cy, r, r * 0.07, 225), '#1a0800', 'fill-opacity="0.25"'),
           # thin crescents taper at their ends by themselves
           path(crescent(cx, cy, r, r * 0.08, 45), '#ffd9a6', 'fill-opacity="0.14"'),
           path(crescent(cx, cy, r, r * 0.035, 45), '#fff0d6', 'fill-opacity="0.18"')]
    # turning marks in the bottom of the bowl
    for k, rr in enumerate((0.35, 0.55, 0.72) if marks else ()):
        out.append(circle(cx, cy, r * rr, 'none', stroke('#2a1205', 0.10 + 0.03 * k, 0.35)))
    return '\n'.join(out)


def grain_line(seg, dark, opacity, width):
    if P.on:
        # a gradient along the line, sampled from what it crosses
        col, op = '#3a1a06' if dark else '#f4c68c', float(fmt(opacity))
        (ax, ay), (bx, by) = seg[0], seg[-1]
        chord = (bx - ax) ** 2 + (by - ay) ** 2
        st = []
        for (x0, y0), (x1, y1) in zip(seg, seg[1:]):
            m = max(1, int(math.hypot(x1 - x0, y1 - y0) / 0.5))
            for k in range(m + 1):
                x, y = x0 + (x1 - x0) * k / m, y0 + (y1 - y0) * k / m
                f = ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / chord
                st.append((min(1, max(0, f)), P.grain(x, y, col, op)))
        return path(smooth_path(seg), 'none', pstroke(ramp('lin', (ax, ay, bx, by), st), width, 'stroke-linecap="round"'))
    return path(smooth_path(seg), 'none', stroke('#3a1a06' if dark else '#f4c68c', opacity, width,
                                                 'stroke-linecap="round"'))


def grain_in_circle(cx, cy, R, n, seed):
    """Thin translucent wavy grain lines across a disc, kept inside it
    (no clip paths in Qt SVG)."""
    rnd = random.Random(seed)
    out = []
    for i in range(n):
        v = -R + (2 * R) * (i + 0.5 + rnd.uniform(-0.35, 0.35)) / n
        half = math.sqrt(max(R * R - v * v, 0)) * 0.97
        if half < R * 0.12:
            continue
        amp = rnd.uniform(0.6, 2.4)
        ph = rnd.uniform(0, 6.28)
        wl = rnd.uniform(0.6, 1.6)
        seg = []
        m = 14
        for k in range(m + 1):
            u = -half + 2 * half * k / m
            w = v + amp * math.sin(ph + wl * u / R * 6.28) + 0.8 * math.sin(ph * 1.7 + u / R * 13)
            rr = math.hypot(u, w)
            if rr > R * 0.985:
                w *= R * 0.985 / rr
                u *= R * 0.985 / rr
            seg.append((cx + u, cy + w))
        dark = rnd.random() < 0.72
        out.append(grain_line(seg, dark, rnd.uniform(0.07, 0.17) if dark else rnd.uniform(0.07, 0.14),
                              rnd.uniform(0.35, 1.3)))
    return '\n'.join(out)


def grain_in_rect(x0, y0, x1, y1, n, seed):
    rnd = random.Random(seed)
    out = []
    for i in range(n):
        v = y0 + (y1 - y0) * (i + 0.5 + rnd.uniform(-0.35, 0.35)) / n
        amp = rnd.uniform(0.5, 2.0)
        ph = rnd.uniform(0, 6.3)
        wl = rnd.uniform(0.5, 1.5)
        seg = []
        m = 16
        for k in range(m + 1):
            u = x0 + 1.5 + (x1 - x0 - 3) * k / m
            w = v + amp * math.sin(ph + wl * (u - x0) / (x1 - x0) * 6.28) + 0.6 * math.sin(ph * 1.3 + (u - x0) / 17.0)
            w = min(max(w, y0 + 1), y1 - 1)
            seg.append((u, w))
        dark = rnd.random() < 0.72
        out.append(grain_line(seg, dark, rnd.uniform(0.08, 0.2) if dark else rnd.uniform(0.08, 0.15),
                              rnd.uniform(0.35, 1.2)))
    return '\n'.join(out)


def round_board(c, R, field_R, grain, seed, band=5, shade=True):
    """A turned round board centred on (c, c): moulded rim, an inlaid walnut
    band (band >= 3 mm) or just a dark groove, and the sunk field. Without
    shade the rim's shadow on the field is left to the caller."""
    rings = [(field_R + (R - field_R) * 0.5, '#2a1204', 0.35, 0.45),
             (field_R + (R - field_R) * 0.6, '#ffe6c0', 0.18, 0.4),
             (R - 1.6, '#ffe6c0', 0.2, 0.5),
             (field_R + band + 0.6, '#ffe6c0', 0.22, 0.45)]
    # in print, wedges made from the rim's gradients replace the rim (a
    # shape under them would show at their antialiased edge)
    out = [] if P.on else [circle(c, c, R, 'url(#rim)')]
    if P.on:
        # the rim's light and its turned lines, in wedges
        rim, light = SPECS['rim'].on_circle(c, c, R), SPECS['rimLight'].on_circle(c, c, R)
        out.append(rim_tiles(c, R, field_R + band, lambda x, y: blend(rim.rgb_at(x, y), *light.at(x, y)),
                             soft=[o * R for o, _, _ in rim.stops]))
        # a turned line has one radius, so along it only the light changes,
        # and a gradient along the light's axis gives its colour exactly
        for rr, rcol, op, sw in rings:
            under = rim.colour(rr / R)[0]
            st = [(t, blend(blend(under, *light.colour(t)), rcol, op)) for t in depths(1, 0.02, soft=(0.45, 0.55))]
            out.append(circle(c, c, rr, 'none', pstroke(ramp('lin', (c - R, c - R, c + R, c + R), st), sw)))
    else:
        out.append(circle(c, c, R, 'url(#rimLight)'))
        for rr, col, op, sw in rings:
            out.append(circle(c, c, rr, 'none', stroke(col, op, sw)))
    if band >= 3:
        out.append(circle(c, c, field_R + band + 0.2, '#2a1205'))
        out.append(circle(c, c, field_R + band - 0.4, 'url(#band)'))
        # a line of boxwood stringing in the walnut
        if P.on:
            g = SPECS['band'].on_circle(c, c, field_R + band - 0.4).over('#e9c58c', 0.75)
            out.append(circle(c, c, field_R + band * 0.52, 'none', pstroke(g, 0.7)))
        else:
            out.append(circle(c, c, field_R + band * 0.52, 'none', stroke('#e9c58c', 0.75, 0.7)))
    else:
        out.append(circle(c, c, field_R + 2.2, '#2a1205'))
    out.append(circle(c, c, field_R + 0.7, '#2e1406'))
    out.append(circle(c, c, field_R, 'url(#field)'))
    field = SPECS['field'].on_circle(c, c, field_R)
    P.ground = field
    if P.on:
        # the rim's shadow on the sunk field, then the grain, which shows
        # through the shadow on screen
        def grain_colour(x, y, col, alpha):
            k = blend(field.rgb_at(x, y), col, alpha)
            if shade and in_crescent(x, y, c, c, field_R, 5.5):
                k = blend(k, '#1a0800', 0.30)
            if shade and in_crescent(x, y, c, c, field_R, 2.2):
                k = blend(k, '#1a0800', 0.25)
            return k
        P.grain = grain_colour
        if shade:
            out.append(path(crescent(c, c, field_R, 5.5, 225), field.over('#1a0800', 0.30).url()))
            out.append(path(crescent(c, c, field_R, 2.2, 225), field.over('#1a0800', 0.30).over('#1a0800', 0.25).url()))
        out.append(grain_in_circle(c, c, field_R - 1, grain, seed))
        return '\n'.join(out)
    out.append(grain_in_circle(c, c, field_R - 1, grain, seed))
    # the rim's shadow on the sunk field
    if shade:
        out.append(path(crescent(c, c, field_R, 5.5, 225), '#1a0800', 'fill-opacity="0.30"'))
        out.append(path(crescent(c, c, field_R, 2.2, 225), '#1a0800', 'fill-opacity="0.25"'))
    return '\n'.join(out)


def rect_tray(W, H, frame, rx, seed):
    """A rectangular tray W x H at the origin with a moulded frame."""
    # the moulding's profile as nested steps of lighter and darker wood
    steps = [(0.18, '#e0a566', 0.55), (0.3, '#b47238', 0.9), (0.46, '#7c421b', 0.9),
             (0.6, '#a9672f', 0.9), (0.72, '#d49759', 0.8), (0.86, '#9a5a29', 0.9)]
    # lines round the moulding: (inset, corner radius, colour, opacity, width)
    lines = [(frame * 0.6, max(rx - frame * 0.6, 2), '#2a1204', 0.35, 0.45),
             (1.4, rx - 1.2, '#ffe6c0', 0.22, 0.5)]
    # in print, tiles made from these gradients replace the frame (a shape
    # under them would show at their antialiased edge)
    out = [] if P.on else [rect(0, 0, W, H, rx, 'url(#frameOuter)')]
    if P.on:
        outer, light = SPECS['frameOuter'].placed(0, 0, W, H), SPECS['rimLight'].placed(0, 0, W, H)

        def comp(x, y):
            lc, la = light.at(x, y)
            col = blend(outer.rgb_at(x, y), lc, la)
            for t, scol, op in steps:
                d = frame * t
                if rrect_sdf(x, y, d, d, W - 2 * d, H - 2 * d, max(rx - d, 2)) <= 0:
                    col = blend(col, scol, float(fmt(op)))
            col = blend(col, lc, la * 0.8)
            for d, r, lcol, op, sw in lines:
                if abs(rrect_sdf(x, y, d, d, W - 2 * d, H - 2 * d, r)) <= sw / 2:
                    col = blend(col, lcol, op)
            return col
        edges = sorted({0.0, frame - 1} | {frame * t for t, _, _ in steps} |
                       {d + k * sw / 2 for d, _, _, _, sw in lines for k in (-1, 1)})
        out.append(frame_bands(W, H, rx, list(zip(edges, edges[1:])), comp))
    else:
        out.append(rect(0, 0, W, H, rx, 'url(#rimLight)'))
        for t, col, op in steps:
            d = frame * t
            out.append(rect(d, d, W - 2 * d, H - 2 * d, max(rx - d, 2), col, 'fill-opacity="%s"' % fmt(op)))
        out.append(rect(0, 0, W, H, rx, 'url(#rimLight)', 'fill-opacity="0.8"'))
        for d, r, col, op, sw in lines:
            out.append(rect(d, d, W - 2 * d, H - 2 * d, r, 'none', stroke(col, op, sw)))
    fx, fy, fw, fh = frame, frame, W - 2 * frame, H - 2 * frame
    frx = max(rx - frame, 3)
    out.append(rect(fx - 2.2, fy - 2.2, fw + 4.4, fh + 4.4, frx + 2, '#2e1406'))
    out.append(rect(fx - 0.6, fy - 0.6, fw + 1.2, fh + 1.2, frx + 0.6, '#6b3815'))
    out.append(rect(fx, fy, fw, fh, frx, 'url(#trayField)'))
    ground = P.ground = SPECS['trayField'].placed(fx, fy, fw, fh)
    edge = 'M%s %s H%s' % (fmt(fx + frx), fmt(fy + fh - 0.7), fmt(fx + fw - frx))
    if P.on:
        # the frame's shadow, then the grain, which shows through it on screen
        shaded = shade_overlay(fx, fy, fw, fh, min(frx, 2.5))
        P.grain = lambda x, y, col, alpha: shaded(x, y, blend(ground.rgb_at(x, y), col, alpha))
        out.append(shade_tiles(fx, fy, fw, fh, min(frx, 2.5), ground, frx, [('#6b3815', 0.6), ('#2e1406', 4)]))
        out.append(grain_in_rect(fx, fy + 2, fx + fw, fy + fh - 2, int(fh / 5.5), seed))
        out.append(path(edge, 'none', pstroke(ground.over('#ffe2b4', 0.3), 0.9)))
    else:
        out.append(grain_in_rect(fx, fy + 2, fx + fw, fy + fh - 2, int(fh / 5.5), seed))
        # the frame's shadow on the field (top and left), and a lit lower edge
        out.append(rect(fx, fy, fw, 5, min(frx, 2.5), 'url(#shadeDown)'))
        out.append(rect(fx, fy, 5, fh, min(frx, 2.5), 'url(#shadeRight)'))
        out.append(path(edge, 'none', stroke('#ffe2b4', 0.3, 0.9)))
    return '\n'.join(out)


# ------------------------------------------------------------------- Poch

def poch():
    """Round board, 480 mm: eight bowls in a ring, the pot in the middle."""
    R, FR = 240, 212
    c = R
    names = ['ace', 'king', 'queen', 'jack', 'ten', 'marriage', 'sequence', 'pocher']
    bowl_r, plaque_w, plaque_h, gap = 35, 88, 18, 4.5
    ring_r = 150
    defs = WOOD_DEFS + rim_defs(R, FR, band=7)
    body = [round_board(c, R, FR, 40, 7, band=7)]
    # each bowl with its plaque below it forms one unit, centred on its ring point
    span = 2 * bowl_r + gap + plaque_h
    units = []
    for i, name in enumerate(names):
        a = math.radians(i * 45)
        x, y = c + ring_r * math.sin(a), c + ring_r * -math.cos(a)
        bowl_y = y - span / 2 + bowl_r
        units.append((name, x, bowl_y, bowl_y + bowl_r + gap + plaque_h / 2))
    # all bowls first, so no bowl's shadow falls on a neighbour's plaque
    for name, x, bowl_y, plaque_y in units:
        body.append(hollow('pool-' + name, x, bowl_y, bowl_r))
    for name, x, bowl_y, plaque_y in units:
        body.append(plaque('label-' + name, x, plaque_y, plaque_w, plaque_h))
    pot_r = 52
    span = 2 * pot_r + gap + plaque_h
    pot_y = c - span / 2 + pot_r
    body.append(hollow('pool-pot', c, pot_y, pot_r, lip=4))
    body.append(plaque('label-pot', c, pot_y + pot_r + gap + plaque_h / 2, 96, plaque_h))
    return svg(2 * R, 2 * R, '\n'.join(body), defs)


# -------------------------------------------------------------- Pope Joan
#
# Where the pool and the plaque sit in each division, given along the
# division's bisector (angle th clockwise from up) as
#     (plaque distance, plaque offset, pool distance, pool offset)
# in mm from the board's centre; the offset is square to the bisector,
# positive clockwise. The divisions right of the vertical are listed; those
# on the left are their mirror images.
#
# Found once by an exhaustive search on a 1 mm grid (the pool's offset in
# 2 mm steps; both kept on the bisector in the top and bottom divisions).
# It kept the plaque and the pool's lip inside the division (1.2 mm clear
# of the walls' faces, 4 mm off the hub, 3 mm inside the field's edge), the
# pool at least 5 mm nearer the centre than the plaque and their boxes at
# least 3 mm apart, and maximised the smallest clearance, with a 0.3 mm
# bonus for the pool above its plaque. The search is slow, so its
# result is baked in; this also keeps the pools where the app expects them.
PJ8_LAYOUT = {        # pope-joan.svg: 82 x 16 plaques, pools of 30 + 3 mm lip
    0:   (174, 0, 117, 0),
    45:  (157, -13, 104, 0),
    90:  (148, 30, 141, -16),
    135: (157, 13, 104, 0),
    180: (174, 0, 117, 0),
}
PJ5_LAYOUT = {        # pope-joan-5.svg: 86 x 17 plaques, pools of 34 + 3 mm lip
    0:   (151, 0, 86, 0),
    72:  (116, 43, 114, -22),
    144: (135, 31, 83, 0),
}


def along_bisector(th, r, off):
    a = math.radians(th)
    return r * math.sin(a) + off * math.cos(a), -r * math.cos(a) + off * math.sin(a)


def pope_joan_board(names, R, FR, hub, W, H, pool_r, lip, wall_w, seed, layout, tones=None, well=None):
    """A round Pope Joan board: a field divided by radial walls round a
    turned hub, one pool and one plaque per division. tones are the
    divisions' (colour, opacity), alternately light and dark if not given;
    with well, a dict of the centre's pool (see pochen_well), the hub is a
    turned ring round a sunk centre division with that pool in it."""
    n = len(names)
    half = 180 / n
    c = R
    defs = WOOD_DEFS + rim_defs(R, FR, band=0) + [
        lin('wallL', 0, 0, 1, 0, [(0, '#f0b77a'), (0.3, '#c98a4f'), (0.75, '#a2612d'), (1, '#5e2d0f')]),
        lin('wallR', 0, 0, 1, 0, [(0, '#5e2d0f'), (0.25, '#a2612d'), (0.7, '#c98a4f'), (1, '#f0b77a')]),
        rad('hubRing', 0.5, 0.5, 0.5, [(0, '#8a4b20'), (0.7, '#a9652e'), (0.86, '#d9a064'), (0.94, '#b5743c'), (1, '#6a3412')], fx=0.4, fy=0.38),
        rad('knob', 0.5, 0.5, 0.5, [(0, '#f2c48c'), (0.45, '#c8874b'), (0.85, '#8e4f22'), (1, '#5a2a0c')], fx=0.36, fy=0.32),
    ]
    if well:
        defs += pochen_well_defs(hub)
    # in print the rim's shadow on the field is drawn with the divisions'
    # tones, which lie over it (see pope_joan_print_rim_shadow)
    body = [round_board(c, R, FR, 0, seed, band=0, shade=not P.on)]
    rnd = random.Random(seed)
    # alternate tones, so the divisions read apart, and a radial grain in each
    if tones is None:
        tones = [('#3a1604', 0.10) if i % 2 else ('#ffd9a0', 0.07) for i in range(n)]
    field = SPECS['field'].on_circle(c, c, FR)
    grain = body
    if P.on:
        # the grain shows through the rim's shadow on screen: in print it
        # goes over the shadow, so it is drawn after it (see below)
        grain = []
        for i in range(n):
            th = i * 360 / n
            body.append(path(sector_d(c, th - half, th + half, hub, FR), field.over(*tones[i]).url()))
        body.append(pope_joan_print_rim_shadow(c, FR, n, field, tones))
    for i in range(n):
        th = i * 360 / n
        if P.on:
            P.grain = pope_joan_print_grain(c, FR, field, tones[i])
        else:
            body.append(path(sector_d(c, th - half, th + half, hub, FR), tones[i][0],
                             'fill-opacity="%s"' % ('%.2f' % tones[i][1])))
        k = 9
        for j in range(k):
            t = th - half + 2 * half * (j + 0.5 + rnd.uniform(-0.3, 0.3)) / k
            amp = rnd.uniform(0.4, 1.6)
            ph = rnd.uniform(0, 6.3)
            r0, r1 = hub + 6, FR - 3
            seg = []
            for m in range(13):
                r = r0 + (r1 - r0) * m / 12
                dt = math.degrees(amp * math.sin(ph + r / 23.0) / r)
                seg.append((c + r * math.sin(math.radians(t + dt)), c - r * math.cos(math.radians(t + dt))))
            dark = rnd.random() < 0.7
            grain.append(grain_line(seg, dark, rnd.uniform(0.08, 0.18), rnd.uniform(0.35, 1.1)))
    walls = [i * 360 / n + half for i in range(n)]
    if P.on:
        body += grain
        body.append(pope_joan_print_shadows(c, FR, hub, wall_w, walls, field, tones))
    else:
        body.append(path(crescent(c, c, FR, 6, 225), '#1a0800', 'fill-opacity="0.30"'))
        # all wall shadows before any wall, so no shadow falls across a wall
        for tw in walls:
            body.append('<g transform="translate(%s %s) rotate(%s)">%s</g>' % (
                fmt(c + 1.4), fmt(c + 2.0), fmt(tw),
                rect(-wall_w / 2 - 0.6, -FR, wall_w + 1.2, FR - hub + 2, 1.5, '#1a0800', 'fill-opacity="0.30"')))
    for tw in walls:
        # light the face of the wall that is turned to the top left
        nx, ny = math.cos(math.radians(tw)), math.sin(math.radians(tw))
        gradient = 'wallR' if -nx - ny > 0 else 'wallL'
        # the highlight runs down the middle of the wall
        hl = (pstroke(hexc(blend(SPECS[gradient].colour(0.5)[0], '#ffe6c0', 0.25)), 0.5) if P.on
              else stroke('#ffe6c0', 0.25, 0.5))
        body.append('<g transform="translate(%s %s) rotate(%s)">%s%s%s</g>' % (
            fmt(c), fmt(c), fmt(tw), rect(-wall_w / 2, -FR - 0.5, wall_w, FR - hub + 2, 1.2, 'url(#%s)' % gradient),
            path('M0 %s V%s' % (fmt(-FR + 1), fmt(-hub - 1)), 'none', hl),
            pope_joan_print_hub_shadow_on_wall(FR, hub, wall_w, tw, gradient) if P.on else ''))
    # the hub: a turned knob, or a ring round the centre division
    if well:
        body.append(pochen_well(c, hub, **well))
    elif P.on:
        ring = SPECS['hubRing'].on_circle(c, c, hub - 1)
        knob = SPECS['knob'].on_circle(c, c, hub * 0.68)
        small = SPECS['knob'].on_circle(c, c, hub * 0.24)
        body += [circle(c, c, hub + 1.5, 'url(#lip)'),
                 circle(c, c, hub - 1, 'url(#hubRing)'),
                 circle(c, c, hub * 0.72, ring.over('#2e1406', 0.35).url()),
                 circle(c, c, hub * 0.68, 'url(#knob)'),
                 circle(c, c, hub * 0.45, 'none', pstroke(knob.over('#2a1204', 0.35), 0.6)),
                 circle(c + 0.8, c + 1.2, hub * 0.26, knob.over('#1a0800', 0.3).url()),
                 circle(c, c, hub * 0.24, 'url(#knob)'),
                 path(arc_d(c, c, hub * 0.6, 200, 260), 'none', pstroke(knob.over('#fff0d0', 0.55), 1.2, 'stroke-linecap="round"')),
                 path(arc_d(c, c, hub * 0.18, 200, 260), 'none', pstroke(small.over('#fff0d0', 0.6), 0.8, 'stroke-linecap="round"'))]
    else:
        body += [circle(c + 2, c + 3, hub + 2, '#1a0800', 'fill-opacity="0.35"'),
                 circle(c, c, hub + 1.5, 'url(#lip)'),
                 circle(c, c, hub - 1, 'url(#hubRing)'),
                 circle(c, c, hub * 0.72, '#2e1406', 'fill-opacity="0.35"'),
                 circle(c, c, hub * 0.68, 'url(#knob)'),
                 circle(c, c, hub * 0.45, 'none', stroke('#2a1204', 0.35, 0.6)),
                 circle(c + 0.8, c + 1.2, hub * 0.26, '#1a0800', 'fill-opacity="0.3"'),
                 circle(c, c, hub * 0.24, 'url(#knob)'),
                 path(arc_d(c, c, hub * 0.6, 200, 260), 'none', stroke('#fff0d0', 0.55, 1.2, 'stroke-linecap="round"')),
                 path(arc_d(c, c, hub * 0.18, 200, 260), 'none', stroke('#fff0d0', 0.6, 0.8, 'stroke-linecap="round"'))]
    pools, plaques = [], []
    for i, name in enumerate(names):
        th = i * 360 / n
        mirror = th > 180
        base = 360 - th if mirror else th
        plaque_r, plaque_off, pool_dist, pool_off = layout[base]
        px, py = along_bisector(base, plaque_r, plaque_off)
        qx, qy = along_bisector(base, pool_dist, pool_off)
        if mirror:
            px, qx = -px, -qx
        P.ground = field.over(*tones[i])
        pools.append(hollow('pool-' + name, c + qx, c + qy, pool_r, lip=lip))
        plaques.append(plaque('label-' + name, c + px, c + py, W, H))
    # plaques last: nothing may be drawn over the name the app writes on them
    body += pools + plaques
    return svg(2 * R, 2 * R, '\n'.join(body), defs)


def pope_joan_print_rim_shadow(c, FR, n, field, tones):
    """For print: the rim's shadows on a Pope Joan board's field, cut along
    the divisions, since on screen they are translucent and two lie under
    the divisions' tones (round_board's), one over them. They are nested,
    so each is blended with all that lie over its part. The walls hide the
    cuts."""
    half = 180 / n
    dark = '#1a0800'
    out = []
    for i in range(n):
        th0, th1 = i * 360 / n - half, i * 360 / n + half
        tone = tones[i]
        for d, g in ((6, field.over(*tone).over(dark, 0.30)),
                     (5.5, field.over(dark, 0.30).over(*tone).over(dark, 0.30)),
                     (2.2, field.over(dark, 0.30).over(dark, 0.25).over(*tone).over(dark, 0.30))):
            o = (d * math.cos(math.radians(45)), d * math.sin(math.radians(45)))
            piece = polar_piece(c, th0, th1, lambda t: circle_exit(c, o, FR, t), lambda t: FR)
            if piece:
                out.append(polygon(piece, g.url()))
    return '\n'.join(out)


def pope_joan_print_grain(c, FR, field, tone):
    """For print: what a grain line in a division of this tone shows."""
    dark = '#1a0800'

    def colour(x, y, col, alpha):
        k = field.rgb_at(x, y)
        if in_crescent(x, y, c, c, FR, 5.5):
            k = blend(k, dark, 0.30)
        if in_crescent(x, y, c, c, FR, 2.2):
            k = blend(k, dark, 0.25)
        k = blend(blend(k, *tone), col, alpha)
        return blend(k, dark, 0.30) if in_crescent(x, y, c, c, FR, 6) else k
    return colour


def pope_joan_print_shadows(c, FR, hub, wall_w, walls, field, tones):
    """For print: the walls' and the hub's shadows on a Pope Joan board's
    field, each part blended with the tone of the division it falls in (the
    walls hide the cuts), and where the hub's falls on a wall's."""
    n = len(walls)
    half = 180 / n
    dark = '#1a0800'
    hub_shadow = arc_pts(c + 2, c + 3, hub + 2, 0, 360, 180)[:-1]
    disc = arc_pts(c, c, FR, 0, 360, 720)[:-1]
    out, both = [], []
    # the walls' shadows: each half on the side of the division it lies in
    for k, tw in enumerate(walls):
        a = math.radians(tw)
        ca, sa = math.cos(a), math.sin(a)
        x0, x1, y0, y1 = -wall_w / 2 - 0.6, wall_w / 2 + 0.6, -FR, -hub + 2
        shadow = [(c + 1.4 + x * ca - y * sa, c + 2.0 + x * sa + y * ca) for x, y in ((x0, y0), (x1, y0), (x1, y1), (x0, y1))]
        for side, div in ((1, (k + 1) % n), (-1, k)):
            piece = clip_convex(clip_half(shadow, (c, c), (side * ca, side * sa)), disc)
            if len(piece) >= 3:
                g = field.over(*tones[div]).over(dark, 0.30)
                out.append(polygon(piece, g.url()))
                piece = clip_convex(piece, hub_shadow)
                if len(piece) >= 3:
                    both.append(polygon(piece, g.over(dark, 0.35).url()))
    # the hub's shadow, where it shows beyond the hub's lip
    for i in range(n):
        th0, th1 = i * 360 / n - half, i * 360 / n + half
        piece = polar_piece(c, th0, th1, lambda t: hub, lambda t: circle_exit(c, (2, 3), hub + 2, t))
        if piece:
            out.append(polygon(piece, field.over(*tones[i]).over(dark, 0.35).url()))
    return '\n'.join(out + both)


def pope_joan_print_hub_shadow_on_wall(FR, hub, wall_w, tw, gradient):
    """For print: the part of the hub's shadow that falls on a wall, in the
    wall's own coordinates (rotated by tw round the centre)."""
    a = math.radians(tw)
    ox, oy = 2 * math.cos(a) + 3 * math.sin(a), -2 * math.sin(a) + 3 * math.cos(a)
    rr = hub + 2
    wall = [(-wall_w / 2, -FR - 0.5), (wall_w / 2, -FR - 0.5), (wall_w / 2, -hub + 1.5), (-wall_w / 2, -hub + 1.5)]
    piece = clip_convex(wall, arc_pts(ox, oy, rr, 0, 360, 180)[:-1])
    if len(piece) < 3:
        return ''
    g = SPECS[gradient].placed(-wall_w / 2, -FR - 0.5, wall_w, FR - hub + 2)
    out = polygon(piece, g.over('#1a0800', 0.35).url())
    # and the wall's highlight under it
    if abs(ox) < rr:
        top = max(-FR + 1, oy - math.sqrt(rr * rr - ox * ox))
        if top < -hub - 1:
            col = blend(blend(g.colour(0.5)[0], '#ffe6c0', 0.25), '#1a0800', 0.35)
            out += path('M0 %s V%s' % (fmt(top), fmt(-hub - 1)), 'none', pstroke(hexc(col), 0.5))
    return out


def pope_joan():
    """Round board, 420 mm, eight divisions."""
    return pope_joan_board(['pope', 'matrimony', 'intrigue', 'ace', 'king', 'queen', 'jack', 'game'],
                           R=210, FR=198, hub=34, W=82, H=16, pool_r=30, lip=3, wall_w=5, seed=11,
                           layout=PJ8_LAYOUT)


def pope_joan_5():
    """Round board, 380 mm, five divisions; roomier, so bigger pools."""
    return pope_joan_board(['pope', 'matrimony', 'intrigue', 'ace', 'game'],
                           R=190, FR=178, hub=34, W=86, H=17, pool_r=34, lip=3, wall_w=5, seed=13,
                           layout=PJ5_LAYOUT)


# ---------------------------------------------------------- the other boards

def spin():
    """Tray 360 x 200 mm, three pools in a row, the middle one (game) bigger."""
    W, H = 360, 200
    body = [rect_tray(W, H, 16, 24, 21)]
    pools = (('matrimony', 68, 34), ('game', 180, 40), ('intrigue', 292, 34))
    for name, cx, r in pools:
        body.append(hollow('pool-' + name, cx, 90, r, lip=3.5))
    for name, cx, r in pools:
        body.append(plaque('label-' + name, cx, 158, 100, 18))
    return svg(W, H, '\n'.join(body), WOOD_DEFS + TRAY_DEFS)


def single_pool():
    """Round dish, 220 mm, one pool with its plaque below."""
    R, FR = 110, 95
    c = R
    defs = WOOD_DEFS + rim_defs(R, FR)
    body = [round_board(c, R, FR, 18, 31)]
    r, lip, gap, plaque_h = 46, 3.5, 6, 18
    cy = c - 15   # raised so pool and plaque together sit in the middle
    body.append(hollow('pool-pool', c, cy, r, lip=lip))
    body.append(plaque('label-pool', c, cy + r + lip + gap + plaque_h / 2, 86, plaque_h))
    return svg(2 * R, 2 * R, '\n'.join(body), defs)


def pool_cards():
    """A leather-bound baize mat, 520 x 260 mm, with four places, each a
    card outline, a stake spot below it and a small plaque under that."""
    W, H = 520, 260
    b = 11   # width of the leather border
    defs = WOOD_DEFS + TRAY_DEFS + [
        lin('leather', 0, 0, 0, 1, [(0, '#5a2a17'), (0.5, '#4a2010'), (1, '#2e1409')]),
        rad('baize', 0.5, 0.45, 0.7, [(0, '#2f7a48'), (0.6, '#236539'), (1, '#17482a')]),
        rad('spot', 0.5, 0.5, 0.5, [(0, '#1d5a34'), (0.8, '#174a2b'), (1, '#0f3520')], fx=0.45, fy=0.4),
    ]
    if P.on:
        leather, light = SPECS['leather'].placed(0, 0, W, H), SPECS['rimLight'].placed(0, 0, W, H)

        def comp(x, y):
            lc, la = light.at(x, y)
            return blend(leather.rgb_at(x, y), lc, la * 0.7)
        body = [frame_bands(W, H, 14, [(0, 14)], comp),
                stitching(5, 5, W - 10, H - 10, 10, 3, 2, 0.7,
                          lambda x, y: hexc(blend(comp(x, y), '#e8c98a', 0.55))),
                rect(b - 1.2, b - 1.2, W - 2 * b + 2.4, H - 2 * b + 2.4, 7, '#1a0e06'),
                rect(b, b, W - 2 * b, H - 2 * b, 6, 'url(#baize)')]
    else:
        body = [rect(0, 0, W, H, 14, 'url(#leather)'),
                rect(0, 0, W, H, 14, 'url(#rimLight)', 'fill-opacity="0.7"'),
                rect(5, 5, W - 10, H - 10, 10, 'none', stroke('#e8c98a', 0.55, 0.7, 'stroke-dasharray="3 2"')),
                rect(b - 1.2, b - 1.2, W - 2 * b + 2.4, H - 2 * b + 2.4, 7, '#1a0e06'),
                rect(b, b, W - 2 * b, H - 2 * b, 6, 'url(#baize)')]
    baize = SPECS['baize'].placed(b, b, W - 2 * b, H - 2 * b)
    P.ground = baize
    # flat green looks like plastic: a soft mottling and a fine nap
    rnd = random.Random(5)
    for i in range(26):
        x = rnd.uniform(b + 30, W - b - 30)
        y = rnd.uniform(b + 25, H - b - 25)
        rx, ry, op = rnd.uniform(12, 30), rnd.uniform(8, 20), rnd.uniform(0.012, 0.022)
        col = '#000000' if i % 2 else '#bfe0b0'
        if P.on:
            body.append(ellipse(x, y, rx, ry, baize.over(col, float(fmt(op))).url()))
        else:
            body.append(ellipse(x, y, rx, ry, col, 'fill-opacity="%s"' % fmt(op)))
    for i in range(60):
        y = b + 3 + (H - 2 * b - 6) * (i + rnd.uniform(0, 1)) / 60
        x0 = rnd.uniform(b + 3, W / 2)
        x1 = min(W - b - 3, x0 + rnd.uniform(60, 220))
        d = 'M%s %s L%s %s' % (fmt(x0), fmt(y), fmt(x1), fmt(y + rnd.uniform(-1, 1)))
        col, op = '#d8f0c8' if i % 3 else '#000000', rnd.uniform(0.03, 0.07)
        if P.on:
            body.append(path(d, 'none', pstroke(baize.over(col, float(fmt(op))), 0.35)))
        else:
            body.append(path(d, 'none', stroke(col, op, 0.35)))
    # the leather's shadow on the felt, then a gold line round the playing area
    if P.on:
        body += [shade_tiles(b, b, W - 2 * b, H - 2 * b, 3, baize, 6, [('#1a0e06', 4)]),
                 rect(b + 7, b + 7, W - 2 * b - 14, H - 2 * b - 14, 4, 'none', pstroke(baize.over('#d9b860', 0.55), 0.8)),
                 rect(b + 9, b + 9, W - 2 * b - 18, H - 2 * b - 18, 3, 'none', pstroke(baize.over('#d9b860', 0.3), 0.4))]
    else:
        body += [rect(b, b, W - 2 * b, 5, 3, 'url(#shadeDown)'),
                 rect(b, b, 5, H - 2 * b, 3, 'url(#shadeRight)'),
                 rect(b + 7, b + 7, W - 2 * b - 14, H - 2 * b - 14, 4, 'none', stroke('#d9b860', 0.55, 0.8)),
                 rect(b + 9, b + 9, W - 2 * b - 18, H - 2 * b - 18, 3, 'none', stroke('#d9b860', 0.3, 0.4))]
    cw, ch = 63, 88   # a playing card
    top = 41
    spot_r = 28
    for i in range(4):
        cx = 65 + 130 * i
        x, y = cx - cw / 2, top
        mx, my = cx, y + ch / 2
        sy = y + ch + 12 + spot_r
        lozenge = [(mx, my - 9), (mx + 6, my), (mx, my + 9), (mx - 6, my)]
        if P.on:
            # the place: its shadow, the place itself (the exact box), and
            # the part of it that lies over its shadow, darker
            shadow = baize.over('#000000', 0.18)
            place = shadow.over('#0c2a16', 0.35)
            spot = SPECS['spot'].on_circle(cx, sy, spot_r)
            body += [rect(x + 1.5, y + 2, cw, ch, 3, shadow.url()),
                     rect(x, y, cw, ch, 3, baize.over('#0c2a16', 0.35).url(), id='card-%d' % i),
                     polygon(clip_convex(rrect_pts(x + 1.5, y + 2, cw, ch, 3), rrect_pts(x, y, cw, ch, 3)), place.url()),
                     rect(x + 0.4, y + 0.4, cw - 0.8, ch - 0.8, 2.7, 'none', pstroke(place.over('#e9d08e', 0.8), 0.8)),
                     rect(x + 3.5, y + 3.5, cw - 7, ch - 7, 1.8, 'none',
                          pstroke(place.over('#e9d08e', 0.4), 0.5, 'stroke-dasharray="2 1.5"')),
                     polygon(lozenge, place.over('#e9d08e', 0.25).url()),
                     circle(cx, sy, spot_r + 2.2, 'none', pstroke(baize.over('#e9d08e', 0.75), 1)),
                     circle(cx + 0.8, sy + 1.2, spot_r, baize.over('#000000', 0.2).url()),
                     circle(cx, sy, spot_r, 'url(#spot)', id='pool-%d' % i),
                     circle(cx, sy, spot_r - 3.5, 'none', pstroke(spot.over('#e9d08e', 0.35), 0.5, 'stroke-dasharray="1.6 1.6"'))]
            body.append(plaque('label-%d' % i, cx, sy + spot_r + 5 + 8, 80, 16))
            continue
        body.append(rect(x + 1.5, y + 2, cw, ch, 3, '#000000', 'fill-opacity="0.18"'))
        body.append(rect(x, y, cw, ch, 3, '#0c2a16', 'fill-opacity="0.35"', id='card-%d' % i))
        body.append(rect(x + 0.4, y + 0.4, cw - 0.8, ch - 0.8, 2.7, 'none', stroke('#e9d08e', 0.8, 0.8)))
        body.append(rect(x + 3.5, y + 3.5, cw - 7, ch - 7, 1.8, 'none',
                         stroke('#e9d08e', 0.4, 0.5, 'stroke-dasharray="2 1.5"')))
        # a small lozenge, so an empty place does not look like a hole
        body.append(polygon(lozenge, '#e9d08e', 'fill-opacity="0.25"'))
        body.append(circle(cx, sy, spot_r + 2.2, 'none', stroke('#e9d08e', 0.75, 1)))
        body.append(circle(cx + 0.8, sy + 1.2, spot_r, '#000000', 'fill-opacity="0.2"'))
        body.append(circle(cx, sy, spot_r, 'url(#spot)', id='pool-%d' % i))
        body.append(circle(cx, sy, spot_r - 3.5, 'none', stroke('#e9d08e', 0.35, 0.5, 'stroke-dasharray="1.6 1.6"')))
        body.append(plaque('label-%d' % i, cx, sy + spot_r + 5 + 8, 80, 16))
    return svg(W, H, '\n'.join(body), defs)


def stitching(x, y, w, h, r, dash, gap, width, colour):
    """A dashed line round the rounded rectangle (x, y, w, h, r), each dash
    in the colour colour(x, y) gives at its middle (dashes of one colour
    share a path)."""
    sides = [((x + r, y), (x + w - r, y)), (x + w - r, y + r, 270), ((x + w, y + r), (x + w, y + h - r)), (x + w - r, y + h - r, 0),
             ((x + w - r, y + h), (x + r, y + h)), (x + r, y + h - r, 90), ((x, y + h - r), (x, y + r)), (x + r, y + r, 180)]

    def seg_len(sd):
        return math.hypot(sd[1][0] - sd[0][0], sd[1][1] - sd[0][1]) if len(sd) == 2 else math.pi * r / 2

    def point(s):
        for sd in sides:
            L = seg_len(sd)
            if s <= L:
                if len(sd) == 2:
                    f = s / L
                    return (sd[0][0] + (sd[1][0] - sd[0][0]) * f, sd[0][1] + (sd[1][1] - sd[0][1]) * f)
                a = math.radians(sd[2] + 90 * s / L)
                return (sd[0] + r * math.cos(a), sd[1] + r * math.sin(a))
            s -= L
        return point(0)
    total = sum(seg_len(sd) for sd in sides)
    by_colour = {}
    s = 0.0
    while s < total - 0.5:
        e = min(s + dash, total)
        p = [point(s + (e - s) * k / 4) for k in range(5)]
        m = point((s + e) / 2)
        by_colour.setdefault(colour(*m), []).append(pathd(p))
        s += dash + gap
    return '\n'.join(path(' '.join(ds), 'none', pstroke(col, width)) for col, ds in sorted(by_colour.items()))


# ------------------------------------------------------ the period boards
# poch-bowls.svg, pochen.svg, poque.svg and poch-1810.svg: the boards of the
# older forms of the game. Their frames and mouldings are opaque shapes
# with opaque gradients, so they print as they show; their shadows are
# translucent on screen and, in print, the ground they fall on with the
# shadow blended in (see "print variants"): each falls on one gradient, or
# on shadows nested in it, and the grain drawn over them in print takes its
# colour from all that lies under it on screen.

LIGHT = (-math.sqrt(0.5), -math.sqrt(0.5))   # towards the light, top left
DARK = '#1a0800'


def user_lin(id, x1, y1, x2, y2, st):
    """A linear gradient in user space, opaque (a mitred length's moulding)."""
    SPECS[id] = Grad('lin', (x1, y1, x2, y2), st)
    return '<linearGradient id="%s" x1="%s" y1="%s" x2="%s" y2="%s" gradientUnits="userSpaceOnUse">%s</linearGradient>' % (
        id, fmt(x1), fmt(y1), fmt(x2), fmt(y2), stops(st))


def tint(ground, col, alpha):
    """(fill, extra) of col laid at alpha over ground (a Grad): translucent
    on screen, in print the ground with col blended in."""
    if P.on:
        return ground.over(col, alpha).url(), ''
    return col, 'fill-opacity="%s"' % fmt(alpha)


def tint_stroke(ground, col, alpha, width, more=''):
    """The stroke of a line of col at alpha over ground, as tint()."""
    if P.on:
        return pstroke(ground.over(col, alpha), width, more)
    return stroke(col, alpha, width, more)


def lit(col, slope, facing, k=0.4):
    """A moulding's colour where it slopes outwards (slope 1), inwards (-1)
    or lies flat (0), on a length whose outer side faces the light by
    facing (-1 to 1)."""
    f = slope * facing * k
    return hexc(blend(rgb(col), '#fff2d8', f) if f > 0 else blend(rgb(col), '#1a0a00', -f))


def chamfered(c, h, k):
    """A square of half side h round (c, c) with its corners cut k along
    each side, clockwise on screen from the top side's left end."""
    return [(c - h + k, c - h), (c + h - k, c - h), (c + h, c - h + k), (c + h, c + h - k),
            (c + h - k, c + h), (c - h + k, c + h), (c - h, c + h - k), (c - h, c - h + k)]


def rect_poly(x, y, w, h):
    return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]


def ellipse_poly(cx, cy, rx, ry, step=1.0):
    """An ellipse as a polygon, clockwise on screen, about step mm a side."""
    n = int(math.ceil(2 * math.pi * max(rx, ry) / step))
    return [(cx + rx * math.cos(2 * math.pi * k / n), cy + ry * math.sin(2 * math.pi * k / n)) for k in range(n)]


def densify(poly, step):
    out = []
    for a, b in zip(poly, poly[1:] + poly[:1]):
        m = max(1, int(math.ceil(math.hypot(b[0] - a[0], b[1] - a[1]) / step)))
        out += [(a[0] + (b[0] - a[0]) * k / m, a[1] + (b[1] - a[1]) * k / m) for k in range(m)]
    return out


def shade_off(poly, inside, d, step=0.5):
    """The part of a convex shape not covered by itself moved d towards the
    bottom right: where its raised edge shades it when the light comes from
    the top left (crescent() for any convex shape). poly is the shape as a
    clockwise polygon, inside(x, y) whether a point lies in it."""
    dx = dy = d * math.sqrt(0.5)
    p = densify(poly, step)
    n = len(p)

    def run(flags):
        # the longest run of points where flags holds (on an edge parallel
        # to the shift, rounding may break off a few points)
        best = []
        for start in [i for i in range(n) if flags[i] and not flags[i - 1]]:
            out = []
            for k in range(n):
                if not flags[(start + k) % n]:
                    break
                out.append((start + k) % n)
            best = max(best, out, key=len)
        return best
    uncovered = run([not inside(x - dx, y - dy) for x, y in p])
    covering = run([inside(x + dx, y + dy) for x, y in p])

    def crossing(a, b):
        # where the edge from a (uncovered) to b (covered) enters the
        # moved shape
        for _ in range(30):
            m = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
            if inside(m[0] - dx, m[1] - dy):
                b = m
            else:
                a = m
        return a
    i0, i1 = uncovered[0], uncovered[-1]
    edge = ([crossing(p[i0], p[i0 - 1])] + [p[i] for i in uncovered] + [crossing(p[i1], p[(i1 + 1) % n])] +
            [(p[i][0] + dx, p[i][1] + dy) for i in reversed(covering)])
    # points in the middle of a straight edge add nothing
    out = []
    for k, q in enumerate(edge):
        a, b = edge[k - 1], edge[(k + 1) % len(edge)]
        if abs((q[0] - a[0]) * (b[1] - a[1]) - (q[1] - a[1]) * (b[0] - a[0])) > 1e-4 * math.hypot(b[0] - a[0], b[1] - a[1]):
            out.append(q)
    return pathd(out, True)


def in_shade_off(x, y, inside, d):
    """Whether (x, y) lies in shade_off(…, inside, d)."""
    dx = dy = d * math.sqrt(0.5)
    return inside(x, y) and not inside(x - dx, y - dy)


def x_extent(poly, y):
    """Where the horizontal line at y crosses a convex polygon, or None."""
    xs = []
    for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1]):
        if min(y0, y1) <= y <= max(y0, y1) and y0 != y1:
            xs.append(x0 + (x1 - x0) * (y - y0) / (y1 - y0))
    return (min(xs), max(xs)) if xs else None


def grain_in_poly(poly, n, seed):
    """grain_in_rect's wavy lines across a convex polygon, kept inside it."""
    rnd = random.Random(seed)
    y0, y1 = min(p[1] for p in poly), max(p[1] for p in poly)
    out = []
    for i in range(n):
        v = y0 + (y1 - y0) * (i + 0.5 + rnd.uniform(-0.35, 0.35)) / n
        amp = rnd.uniform(0.5, 2.0)
        ph = rnd.uniform(0, 6.3)
        wl = rnd.uniform(0.5, 1.5)
        dark = rnd.random() < 0.72
        op = rnd.uniform(0.08, 0.2) if dark else rnd.uniform(0.08, 0.15)
        width = rnd.uniform(0.35, 1.2)
        ext = [x_extent(poly, v + dv) for dv in (-3, 0, 3)]
        if None in ext:
            continue
        xa, xb = max(e[0] for e in ext) + 1.5, min(e[1] for e in ext) - 1.5
        if xb - xa < 20:
            continue
        seg = []
        m = 16
        for k in range(m + 1):
            u = xa + (xb - xa) * k / m
            w = v + amp * math.sin(ph + wl * (u - xa) / (xb - xa) * 6.28) + 0.6 * math.sin(ph * 1.3 + (u - xa) / 17.0)
            seg.append((u, min(max(w, y0 + 1), y1 - 1)))
        out.append(grain_line(seg, dark, op, width))
    return '\n'.join(out)


def shadowed(ground, shades):
    """For print: the colour a grain line of col at alpha shows over ground
    under the translucent shades (inside(x, y), alpha) drawn over it on
    screen, in their order."""
    def colour(x, y, col, alpha):
        k = blend(ground.rgb_at(x, y), col, alpha)
        for inside, a in shades:
            if inside(x, y):
                k = blend(k, DARK, a)
        return k
    return colour


def mitred_frame(outer, inner, profile, gid, joint='#2a1204'):
    """A frame of mitred, moulded lengths between two convex polygons,
    clockwise and corner for corner: one length per side, each with its
    moulding as a gradient straight across it, lit by how its outer side
    faces the light, and a dark joint along each mitre. profile lists
    (mm in from the outer edge, or from the inner edge if negative,
    colour, slope), slope 1 where the moulding faces out, -1 in, 0 flat.
    Returns the gradients' defs, the drawing and each length's gradient
    (a Grad) with its polygon."""
    defs, body, lengths = [], [polygon(outer, joint)], []
    n = len(outer)
    for i in range(n):
        a, b = outer[i], outer[(i + 1) % n]
        ai, bi = inner[i], inner[(i + 1) % n]
        L = math.hypot(b[0] - a[0], b[1] - a[1])
        nx, ny = (b[1] - a[1]) / L, -(b[0] - a[0]) / L     # outwards
        width = (a[0] - ai[0]) * nx + (a[1] - ai[1]) * ny
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        facing = nx * LIGHT[0] + ny * LIGHT[1]
        st = [(min(1, max(0, (d if d >= 0 else width + d) / width)), lit(col, slope, facing)) for d, col, slope in profile]
        defs.append(user_lin('%s%d' % (gid, i), mx, my, mx - nx * width, my - ny * width, st))
        piece = [a, b, bi, ai]
        body.append(polygon(piece, 'url(#%s%d)' % (gid, i)))
        lengths.append((SPECS['%s%d' % (gid, i)], piece))
    for (x0, y0), (x1, y1) in zip(outer, inner):
        body.append(path(pathd([(x0, y0), (x1, y1)]), 'none', 'stroke="%s" stroke-width="0.5"' % joint))
    return defs, '\n'.join(body), lengths


# ------------------------------------------------------ nine bowls (002)

BOWL_DEFS = [
    # the bowls are turned beech, lighter than the walnut tray
    rad('bowlBelly', 0.5, 0.5, 0.5, [(0, '#f8d6a2'), (0.45, '#d69a5a'), (0.75, '#a86a34'), (0.93, '#6e3814'), (1, '#42200a')],
        fx=0.3, fy=0.25),
    rad('walnutField', 0.5, 0.5, 0.62, [(0, '#7e4e2c'), (0.6, '#6a3d20'), (1, '#4a2812')], fx=0.42, fy=0.4),
]

WALNUT_MOULDING = [(0, '#2e1406', 1), (1.4, '#5e3418', 1), (3.6, '#8e5a30', 1), (5.5, '#7a4824', 0),
                   (10.5, '#6c3c1e', 0), (10.5, '#2e1406', 0), (11.6, '#2e1406', 0), (11.6, '#7a4824', 1),
                   (13.4, '#a06a3a', 0), (15.2, '#6c3c1e', -1), (-5, '#6a3a1c', -1), (-2, '#4a2610', -1),
                   (-0.01, '#2e1406', -1)]


def bowl_shadow(cx, cy, belly, ground):
    """A standing bowl's shadow: a soft one with a darker core inside it."""
    return '\n'.join([circle(cx + 8, cy + 5.5, belly + 5.5, *tint(ground, DARK, 0.16)),
                      circle(cx + 4, cy + 3, belly + 0.8, *tint(ground.over(DARK, 0.16), DARK, 0.3))])


def bowl_shades(cx, cy, belly):
    """bowl_shadow's two shapes, for shadowed()."""
    return [(lambda x, y: math.hypot(x - cx - 8, y - cy - 5.5) <= belly + 5.5, 0.16),
            (lambda x, y: math.hypot(x - cx - 4, y - cy - 3) <= belly + 0.8, 0.3)]


def turned_bowl(id, cx, cy, r, lip, belly):
    """A turned bowl standing on the tray, seen from above: the swell of
    its side round a raised lip, two turned lines on it, and the inside
    (hollow(), whose circle with the id is the pool)."""
    g = SPECS['bowlBelly'].on_circle(cx, cy, belly)
    out = [circle(cx, cy, belly + 0.5, '#3a1a06'),
           circle(cx, cy, belly, 'url(#bowlBelly)'),
           circle(cx, cy, belly - 3.6, 'none', tint_stroke(g, '#2a1204', 0.4, 0.5)),
           circle(cx, cy, belly - 4.3, 'none', tint_stroke(g, '#fff0d0', 0.3, 0.5))]
    P.ground = g
    out.append(hollow(id, cx, cy, r, lip=lip))
    return '\n'.join(out)


def poch_bowls():
    """Nine turned bowls on a square walnut tray with cut corners, 470 mm:
    eight round the edge, clockwise from the top, and the Pinke, bigger,
    in the middle; each with its plaque below it."""
    W = 470
    c, frame = W / 2, 22
    h, k = c - frame, 36                  # the field's half side, its cut corners
    outer = chamfered(c, c, k + frame * (2 - math.sqrt(2)))
    field_poly = chamfered(c, h, k)

    def in_field(x, y):
        e = 1e-6   # so that the field's own edge counts as in it
        return abs(x - c) <= h + e and abs(y - c) <= h + e and abs(x - c) + abs(y - c) <= 2 * h - k + e
    fdefs, frame_art, _ = mitred_frame(outer, field_poly, WALNUT_MOULDING, 'bowlFrame')
    defs = WOOD_DEFS + BOWL_DEFS + fdefs
    field = SPECS['walnutField'].placed(c - h, c - h, 2 * h, 2 * h)
    P.ground = field
    names = ['ace', 'king', 'queen', 'jack', 'ten', 'marriage', 'sequence', 'poch']
    s, gap, plaque_h = 146, 12, 18        # ring offset, bowl to plaque, plaque height
    ring = [(0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1)]
    # (name, unit's centre x, y, hollow radius, lip, belly, plaque width)
    units = [(name, c + s * u, c + s * v, 30, 2.5, 42, 88) for name, (u, v) in zip(names, ring)]
    units.append(('pinke', c, c, 42, 3, 56, 96))
    # (name, x, bowl y, hollow radius, lip, belly, plaque y, plaque width):
    # each bowl with its plaque below it is centred on its unit's centre
    placed = []
    for name, x, y, r, lip, belly, pw in units:
        span = 2 * belly + gap + plaque_h
        by = y - span / 2 + belly
        placed.append((name, x, by, r, lip, belly, by + belly + gap + plaque_h / 2, pw))
    frame_shades = [(lambda x, y, d=d: in_shade_off(x, y, in_field, d), a) for d, a in ((5.5, 0.30), (2.2, 0.25))]
    shades = frame_shades + [sh for _, x, by, _, _, belly, _, _ in placed for sh in bowl_shades(x, by, belly)]
    body = [frame_art, polygon(chamfered(c, h + 1.6, k + 1.6 * (2 - math.sqrt(2))), '#2e1406'),
            polygon(field_poly, 'url(#walnutField)')]
    if P.on:
        # the shadows, then the grain, which shows through them on screen
        P.grain = shadowed(field, shades)
        grain = grain_in_poly(field_poly, int(2 * h / 5.5), 29)
        body += [path(shade_off(field_poly, in_field, 5.5), field.over(DARK, 0.30).url()),
                 path(shade_off(field_poly, in_field, 2.2), field.over(DARK, 0.30).over(DARK, 0.25).url())]
        body += [bowl_shadow(x, by, belly, field) for _, x, by, _, _, belly, _, _ in placed]
        body.append(grain)
    else:
        body += [grain_in_poly(field_poly, int(2 * h / 5.5), 29),
                 path(shade_off(field_poly, in_field, 5.5), DARK, 'fill-opacity="0.3"'),
                 path(shade_off(field_poly, in_field, 2.2), DARK, 'fill-opacity="0.25"')]
        body += [bowl_shadow(x, by, belly, field) for _, x, by, _, _, belly, _, _ in placed]
    for name, x, by, r, lip, belly, py, pw in placed:
        body.append(turned_bowl('pool-' + name, x, by, r, lip, belly))
    # plaques last, on the tray below their bowls
    P.ground = field
    for name, x, by, r, lip, belly, py, pw in placed:
        body.append(plaque('label-' + name, x, py, pw, plaque_h))
    return svg(W, W, '\n'.join(body), defs)


# --------------------------------------------------------- Pochen (000)
#
# pochen.svg is a Pope Joan tray with seven divisions round a sunk centre
# division, the pot. Where the pool and the plaque sit in each division is
# given as in PJ8_LAYOUT and was found by a search for the same things
# (first on a 4 mm grid, then refined in 1 mm steps, the pool's offset in
# 2 mm), with the hub 4 mm off the centre division's ring.

def by_division(n, right):
    """A layout for pope_joan_board() from the entries of the divisions
    right of the vertical, in order from the top: keyed by each angle as
    the board looks it up (360 - th for a mirrored division, which may
    differ from its twin's in the last bits)."""
    out = {}
    for i in range(n):
        th = i * 360 / n
        out[360 - th if th > 180 else th] = right[n - i if th > 180 else i]
    return out


POCHEN_LAYOUT = by_division(7, [     # 86 x 17 plaques, pools of 31 + 3 mm lip, hub 83
    (193, 0, 134, 0),
    (173, -23, 131, 12),
    (160, -40, 155, 20),
    (182, 23, 133, -8),
])


def pochen_well_defs(hub):
    """The turned ring round the Pochen tray's centre division: a bead
    between two coves, from the floor's edge (hub - 8) to hub - 1."""
    rw = hub - 8

    def t(r):
        return r / (hub - 1)
    return [rad('wellRing', 0.5, 0.5, 0.5, [(0, '#5a2a0c'), (t(rw + 1.2), '#5a2a0c'), (t(rw + 2.2), '#8a4b20'),
                                             (t(rw + 3.6), '#d9a064'), (t(rw + 4.6), '#b5743c'), (t(hub - 2.4), '#8a4b20'),
                                             (1, '#6a3412')], fx=0.47, fy=0.46)]


def pochen_well(c, hub, pool_r, lip, W, H, gap=5):
    """The centre division of the Pochen tray: a turned ring (the hub)
    round a sunk floor with the pot's pool and plaque in it."""
    rw = hub - 8
    floor = SPECS['field'].on_circle(c, c, rw)
    span = 2 * (pool_r + lip) + gap + H
    py = c - span / 2 + pool_r + lip
    if P.on:
        out = [circle(c, c, hub + 1.5, 'url(#lip)'),
               circle(c, c, hub - 1, 'url(#wellRing)'),
               circle(c, c, rw + 1.2, '#2e1406'),
               circle(c, c, rw, 'url(#field)')]
        P.grain = shadowed(floor, [(lambda x, y: in_crescent(x, y, c, c, rw, 5.5), 0.30),
                                   (lambda x, y: in_crescent(x, y, c, c, rw, 2.2), 0.25)])
        out += [path(crescent(c, c, rw, 5.5, 225), floor.over(DARK, 0.30).url()),
                path(crescent(c, c, rw, 2.2, 225), floor.over(DARK, 0.30).over(DARK, 0.25).url()),
                grain_in_circle(c, c, rw - 1, 14, 31)]
    else:
        out = [circle(c + 2, c + 3, hub + 2, DARK, 'fill-opacity="0.35"'),
               circle(c, c, hub + 1.5, 'url(#lip)'),
               circle(c, c, hub - 1, 'url(#wellRing)'),
               circle(c, c, rw + 1.2, '#2e1406'),
               circle(c, c, rw, 'url(#field)'),
               grain_in_circle(c, c, rw - 1, 14, 31),
               path(crescent(c, c, rw, 5.5, 225), DARK, 'fill-opacity="0.3"'),
               path(crescent(c, c, rw, 2.2, 225), DARK, 'fill-opacity="0.25"')]
    P.ground = floor
    out.append(hollow('pool-pot', c, py, pool_r, lip=lip))
    out.append(plaque('label-pot', c, py + pool_r + lip + gap + H / 2, W, H))
    return '\n'.join(out)


def pochen():
    """Round tray, 470 mm: seven divisions round the sunk centre division,
    the pot; the seventh division, between two light ones, gets a middle
    tone."""
    tones = [('#3a1604', 0.10) if i % 2 else ('#ffd9a0', 0.07) for i in range(6)] + [('#3a1604', 0.04)]
    return pope_joan_board(['ace', 'king', 'queen', 'jack', 'ten', 'marriage', 'sequence'],
                           R=235, FR=223, hub=83, W=86, H=17, pool_r=31, lip=3, wall_w=5, seed=17,
                           layout=POCHEN_LAYOUT, tones=tones, well=dict(pool_r=38, lip=3.5, W=92, H=17))


# ---------------------------------------------------- Le Poque (1789)

POQUE_DEFS = [
    # a green lacquered field in a walnut and gilt frame, the cups lined
    # with red velvet in gilt lips
    rad('lacquer', 0.5, 0.5, 0.62, [(0, '#2f4f3b'), (0.6, '#213d2d'), (1, '#13291c')], fx=0.42, fy=0.38),
    lin('giltConvex', 0, 0, 1, 1, [(0, '#fff0b4'), (0.3, '#e6c05a'), (0.62, '#b08428'), (1, '#5e400c')]),
    lin('giltLip', 0, 0, 1, 1, [(0, '#fff0b4'), (0.5, '#c89a38'), (1, '#5e400c')]),
    lin('giltLipIn', 0, 0, 1, 1, [(0, '#4a3208'), (0.5, '#a27c26'), (1, '#f4d890')]),
    rad('velvet', 0.5, 0.5, 0.5, [(0, '#a63434'), (0.55, '#8a2426'), (0.82, '#641618'), (0.95, '#400b0b'), (1, '#2c0606')],
        fx=0.56, fy=0.6),
]

# the frame: a rounded walnut edge, then gilt, a bead, a broad cove and a
# bead at the sight edge (mm in from the edge, colour, slope as in
# mitred_frame)
POQUE_MOULDING = [(0, '#1e1004', 1), (0.8, '#5a3216', 1), (3.5, '#7e4e2a', 1), (6, '#6e4020', -1), (7.8, '#3a2008', -1),
                  (8.3, '#3a2808', 0), (8.6, '#c89a38', 1), (9.8, '#f6dc8a', 1), (11, '#d8b04a', -1), (12, '#8a6418', -1),
                  (12.4, '#7a5814', -1), (15.5, '#c49a3c', 0), (18.6, '#f2d88c', 1), (19, '#4a3410', 0), (19.6, '#4a3410', 0),
                  (19.8, '#d8b04a', 1), (21, '#f6dc8a', 1), (22.4, '#8a6418', -1), (23.2, '#2a1a06', -1), (24, '#1a1006', -1)]


def oval_frame(cx, cy, RX, RY, width, profile, gid, n=120):
    """The frame between the ellipses (RX, RY) and (RX - width, RY -
    width) round (cx, cy) as n wedges, each with the moulding as a
    gradient across it, lit as mitred_frame() lights a length facing the
    same way; the wedges are so short that the straight stripes of their
    gradients stray at most 0.1 mm from the curves. Opaque, and each
    wedge reaches a little under the next, so no seam shows."""
    defs, body = [], []
    for k in range(n):
        t0, t1 = 2 * math.pi * k / n, 2 * math.pi * (k + 1) / n + 0.005
        ts = [t0 + (t1 - t0) * j / 4 for j in range(5)]
        outer = [(cx + RX * math.cos(t), cy + RY * math.sin(t)) for t in ts]
        inner = [(cx + (RX - width) * math.cos(t), cy + (RY - width) * math.sin(t)) for t in reversed(ts)]
        tm = (t0 + t1) / 2
        ox, oy = cx + RX * math.cos(tm), cy + RY * math.sin(tm)
        nx, ny = math.cos(tm) / RX, math.sin(tm) / RY        # the outer edge's normal
        L = math.hypot(nx, ny)
        nx, ny = nx / L, ny / L
        # across the frame along the normal, to where it meets the inner edge
        w = width * (math.cos(tm) * nx + math.sin(tm) * ny)
        facing = nx * LIGHT[0] + ny * LIGHT[1]
        st = [(min(1, d / w), lit(col, slope, facing)) for d, col, slope in profile]
        defs.append(user_lin('%s%d' % (gid, k), ox, oy, ox - nx * w, oy - ny * w, st))
        body.append(polygon(outer + inner, 'url(#%s%d)' % (gid, k)))
    return defs, '\n'.join(body)


def gilt_rosette(cx, cy, r):
    """A small gilt flower: four petals round a boss."""
    out = []
    for a in (0, 90, 180, 270):
        ux, uy = math.cos(math.radians(a)), math.sin(math.radians(a))
        tip = (cx + ux * r, cy + uy * r)
        side = [(cx + ux * r * 0.35 + uy * r * 0.28, cy + uy * r * 0.35 - ux * r * 0.28),
                (cx + ux * r * 0.35 - uy * r * 0.28, cy + uy * r * 0.35 + ux * r * 0.28)]
        out.append(polygon([(cx, cy), side[0], tip, side[1]], '#c9a04a' if a in (0, 90) else '#e8c868'))
    out += [circle(cx, cy, r * 0.3, '#6e5014'), circle(cx, cy, r * 0.24, 'url(#giltConvex)')]
    return '\n'.join(out)


def poque():
    """An oval corbeille, 480 x 420 mm: five cups, clockwise from the top
    left, round the Poque's bigger cup in the middle, each with its plaque
    below it."""
    W, H, rim = 480, 420, 24
    cx, cy = W / 2, H / 2
    rx, ry = cx - rim, cy - rim
    fdefs, frame_art = oval_frame(cx, cy, cx, cy, rim, POQUE_MOULDING, 'poqueFrame')
    defs = WOOD_DEFS + POQUE_DEFS + fdefs
    body = [frame_art, ellipse(cx, cy, rx, ry, 'url(#lacquer)')]
    field = SPECS['lacquer'].placed(cx - rx, cy - ry, 2 * rx, 2 * ry)
    P.ground = field
    field_poly = ellipse_poly(cx, cy, rx, ry, 3)

    def in_field(x, y):
        return ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1
    a, b = tint(field, DARK, 0.30)
    body.append(path(shade_off(field_poly, in_field, 5.5), a, b))
    a, b = tint(field.over(DARK, 0.30), DARK, 0.25)
    body.append(path(shade_off(field_poly, in_field, 2.2), a, b))
    # gilt filets round the field
    body += [ellipse(cx, cy, rx - 10, ry - 10, 'none', 'stroke="#c9a04a" stroke-width="0.9"'),
             ellipse(cx, cy, rx - 12.5, ry - 12.5, 'none', 'stroke="#a98636" stroke-width="0.4"')]
    body += [gilt_rosette(cx, cy - ry + 24, 7), gilt_rosette(cx - rx + 26, cy, 6), gilt_rosette(cx + rx - 26, cy, 6)]
    # the layout was found by a small search: the cups' ring and the middle
    # unit's place giving the most room to the field's edge and each other
    ax, ay, gap, ph = 132, 122, 5, 17
    units = []
    for i, name in enumerate(['ace', 'king', 'queen', 'jack', 'ten']):
        t = math.radians(324 + 72 * i)
        units.append((name, cx + ax * math.sin(t), cy - ay * math.cos(t), 30, 3, 86))
    units.append(('poque', cx, cy + 6, 38, 4, 92))
    plaques = []
    for name, x, y, r, lip, pw in units:
        span = 2 * (r + lip) + gap + ph
        by = y - span / 2 + r + lip
        body.append(hollow('pool-' + name, x, by, r, lip=lip, grads=('giltLip', 'giltLipIn', 'velvet'), marks=False))
        P.ground = field
        plaques.append(plaque('label-' + name, x, by + r + lip + gap + ph / 2, pw, ph))
    return svg(W, H, '\n'.join(body + plaques), defs)


# ------------------------------------------------ Hoffmann's box (1810)

BOX_DEFS = [
    rad('baize1810', 0.5, 0.45, 0.7, [(0, '#2f7048'), (0.6, '#245f3b'), (1, '#1a4a2c')]),
    lin('divV', 0, 0, 1, 0, [(0, '#d8946a'), (0.3, '#b2623c'), (0.7, '#803622'), (1, '#3e160a')]),
    lin('divH', 0, 0, 0, 1, [(0, '#d8946a'), (0.3, '#b2623c'), (0.7, '#803622'), (1, '#3e160a')]),
]

MAHOGANY_MOULDING = [(0, '#2a0e06', 1), (1.2, '#6e2a16', 1), (3.4, '#a85436', 1), (5.4, '#84381f', 0),
                     (6.2, '#3a140a', 0), (7, '#3a140a', 0), (7, '#8e3e24', 0), (-2.5, '#7e3420', 0),
                     (-2.5, '#5a220f', -1), (-0.01, '#2a0e06', -1)]


def brass_corner(x, y, sx, sy, leg=22, w=8):
    """An L-shaped brass plate on a corner of the box, its legs going sx, sy."""
    p = [(x, y), (x + sx * leg, y), (x + sx * leg, y + sy * w), (x + sx * w, y + sy * w), (x + sx * w, y + sy * leg),
         (x, y + sy * leg)]
    out = [polygon(p, '#5e4010'),
           polygon([(x + sx * 0.5, y + sy * 0.5), (x + sx * (leg - 0.5), y + sy * 0.5), (x + sx * (leg - 0.5), y + sy * (w - 0.5)),
                    (x + sx * (w - 0.5), y + sy * (w - 0.5)), (x + sx * (w - 0.5), y + sy * (leg - 0.5)), (x + sx * 0.5, y + sy * (leg - 0.5))],
                   'url(#brassEdge)')]
    for px, py in ((x + sx * w / 2, y + sy * w / 2), (x + sx * (leg - 4), y + sy * w / 2), (x + sx * w / 2, y + sy * (leg - 4))):
        out += [circle(px, py, 1.5, '#5e4010'), circle(px - 0.3, py - 0.3, 1, '#fbeab0')]
    return '\n'.join(out)


def poch_1810():
    """A mahogany box, 420 x 246 mm, after Hoffmann (1810): two rows of
    four baize-lined compartments, Ace to Jack above and Ten to Poch
    below, each compartment's floor the pool; the plaques are on the
    box's wide top and bottom sides, over and under their compartments."""
    W, H = 420, 246
    side, band, div = 12, 30, 6
    cw, ch = (W - 2 * side - 3 * div) / 4, (H - 2 * band - div) / 2
    fdefs, frame_art, lengths = mitred_frame(rect_poly(0, 0, W, H), rect_poly(side, band, W - 2 * side, H - 2 * band),
                                             MAHOGANY_MOULDING, 'boxFrame', joint='#2a0e06')
    defs = WOOD_DEFS + BOX_DEFS + fdefs
    body = [frame_art, rect(side, band, W - 2 * side, H - 2 * band, 0, '#2a0e06')]
    names = ['ace', 'king', 'queen', 'jack', 'ten', 'marriage', 'sequence', 'poch']
    places = []
    for k, name in enumerate(names):
        x, y = side + (k % 4) * (cw + div), band + (k // 4) * (ch + div)
        places.append((name, x, y))
        floor = SPECS['baize1810'].placed(x, y, cw, ch)
        body.append(rect(x, y, cw, ch, 0, 'url(#baize1810)', id='pool-' + name))

        def inside(px, py, x=x, y=y):
            return x <= px <= x + cw and y <= py <= y + ch
        # the walls' shadow on the top and left of the compartment, deep
        # and so soft: nested steps, each darker
        ground = floor
        for d, alpha in ((12, 0.1), (8, 0.12), (4.5, 0.15), (2, 0.2)):
            body.append(path(shade_off(rect_poly(x, y, cw, ch), inside, d), *tint(ground, DARK, alpha)))
            ground = ground.over(DARK, alpha)
    for k in range(1, 4):
        body.append(rect(side + k * (cw + div) - div, band, div, H - 2 * band, 0, 'url(#divV)'))
    body.append(rect(side, band + ch, W - 2 * side, div, 0, 'url(#divH)'))
    # grain along the wide sides, then their brass corners and the plaques
    for (g, _), y0 in ((lengths[0], 8), (lengths[2], H - band + 2.5)):
        P.grain = shadowed(g, [])
        body.append(grain_in_rect(side + 2, y0, W - side - 2, y0 + band - 10.5, 4, 41 if y0 < H / 2 else 43))
    # a line of boxwood stringing round the top, and the divisions' edges
    body.append(rect(8, 8, W - 16, H - 16, 0, 'none', 'stroke="#d9b27a" stroke-width="0.6"'))
    for k in range(1, 4):
        x = side + k * (cw + div) - div
        body.append(path(' '.join('M%s %s V%s' % (fmt(ex), fmt(y0), fmt(y0 + ch)) for ex in (x, x + div) for y0 in (band, band + ch + div)),
                         'none', 'stroke="#2a0e06" stroke-width="0.4"'))
    body.append(path('M%s %s H%s M%s %s H%s' % (fmt(side), fmt(band + ch), fmt(W - side), fmt(side), fmt(band + ch + div), fmt(W - side)),
                     'none', 'stroke="#2a0e06" stroke-width="0.4"'))
    body += [brass_corner(0, 0, 1, 1), brass_corner(W, 0, -1, 1), brass_corner(W, H, -1, -1), brass_corner(0, H, 1, -1)]
    for k, (name, x, y) in enumerate(places):
        P.ground = lengths[0 if k < 4 else 2][0]
        body.append(plaque('label-' + name, x + cw / 2, band / 2 + 3 if k < 4 else H - band / 2 - 3, 84, 16))
    return svg(W, H, '\n'.join(body), defs)


# ------------------------------------------------------------------ chips

CHIP = {
    'white': dict(base='#f4eedc', mid='#e2d8bf', dark='#b9ab8a', spot='#2456a6', spot2='#2456a6', inlay='#fbf8ee', ring='#2456a6'),
    'red':   dict(base='#d23a34', mid='#b3231f', dark='#6e1010', spot='#f7f2e6', spot2='#f7f2e6', inlay='#e0554d', ring='#f7f2e6'),
    # the black chip's edge spots alternate white and gold
    'black': dict(base='#3a3733', mid='#242220', dark='#0b0a09', spot='#f2eee2', spot2='#d9b44e', inlay='#4a4640', ring='#d9b44e'),
}


def chip_defs():
    d = []
    for k, c in CHIP.items():
        d.append(rad('face-' + k, 0.5, 0.5, 0.5, [(0, c['base']), (0.75, c['base']), (1, c['mid'])], fx=0.4, fy=0.35))
        d.append(lin('band-' + k, 0, 0, 1, 0, [(0, c['dark']), (0.18, c['mid']), (0.38, c['base']), (0.7, c['mid']), (1, c['dark'])]))
        d.append(rad('inlay-' + k, 0.5, 0.5, 0.5, [(0, c['inlay']), (0.8, c['inlay']), (1, c['mid'])], fx=0.42, fy=0.38))
    d.append(lin('chipSheen', 0, 0, 1, 1, [(0, '#ffffff', 0.35), (0.5, '#ffffff', 0.0), (1, '#000000', 0.12)]))
    d.append(lin('bandShade', 0, 0, 0, 1, [(0, '#000000', 0.0), (1, '#000000', 0.25)]))
    return d


def chip_top(id, x, y, k):
    """A chip seen from above, 40 x 40, its box's corner at (x, y)."""
    c = CHIP[k]
    cx, cy, R = x + 20, y + 20, 20
    out = ['<g id="%s">' % id, circle(cx, cy, R, 'url(#face-%s)' % k)]
    # eight edge spots, 14 degrees wide, half a step off the vertical
    for i in range(8):
        a0 = i * 45 - 7 + 22.5
        a1 = a0 + 14
        outer = arc_pts(cx, cy, R - 0.25, a0 - 90, a1 - 90, 6)
        inner = arc_pts(cx, cy, R - 4.8, a1 - 90, a0 - 90, 6)
        out.append(polygon(outer + inner, c['spot'] if i % 2 == 0 else c['spot2']))
    out += [circle(cx, cy, R - 5.6, 'none', stroke(c['ring'], 0.7, 0.6, 'stroke-dasharray="1.4 1.1"')),
            circle(cx, cy, R - 7.2, c['dark'], 'fill-opacity="0.35"'),
            circle(cx, cy, R - 7.6, 'url(#inlay-%s)' % k),
            circle(cx, cy, R - 9.4, 'none', stroke(c['ring'], 0.55, 0.5)),
            circle(cx, cy, R, 'url(#chipSheen)'),
            path(arc_d(cx, cy, R - 1.2, 200, 250), 'none', stroke('#ffffff', 0.35, 0.8, 'stroke-linecap="round"')),
            '</g>']
    return '\n'.join(out)


def chip_side(id, x, y, k):
    """A chip seen a little from above, its box exactly 40 x 20 (the app
    relies on the 2:1 ratio), its corner at (x, y): an ellipse 40 x 14.8 on
    a 5.2 mm thick band."""
    c = CHIP[k]
    rx, ry, t = 20, 7.4, 5.2
    cx, cy = x + 20, y + ry
    out = ['<g id="%s">' % id]
    band = 'M%s %s L%s %s A%s %s 0 0 0 %s %s L%s %s A%s %s 0 0 1 %s %s Z' % (
        fmt(x), fmt(cy), fmt(x), fmt(cy + t), fmt(rx), fmt(ry), fmt(x + 40), fmt(cy + t),
        fmt(x + 40), fmt(cy), fmt(rx), fmt(ry), fmt(x), fmt(cy))
    out.append(path(band, 'url(#band-%s)' % k))
    # the edge spots on the visible half of the band, matching the top face
    for i, phi in enumerate((22.5, 67.5, 112.5, 157.5)):
        seg_top, seg_bot = [], []
        for m in range(7):
            p = math.radians(phi - 8 + 16 * m / 6)
            px = cx - rx * math.cos(p)
            seg_top.append((px, cy + ry * math.sin(p) + 0.25))
            seg_bot.append((px, cy + ry * math.sin(p) + t - 0.25))
        out.append(polygon(seg_top + seg_bot[::-1], c['spot'] if (3 - i) % 2 == 0 else c['spot2']))
    out.append(path(band, 'url(#bandShade)'))
    # the top face: the top view squashed, with the same spots
    out.append(ellipse(cx, cy, rx, ry, 'url(#face-%s)' % k))
    for i in range(8):
        a0 = i * 45 - 7 + 22.5
        a1 = a0 + 14
        outer = [(cx + (rx - 0.2) * math.cos(math.radians(a)), cy + (ry - 0.1) * math.sin(math.radians(a)))
                 for a in [a0 + (a1 - a0) * s / 5 for s in range(6)]]
        inner = [(cx + (rx - 4.6) * math.cos(math.radians(a)), cy + (ry - 1.75) * math.sin(math.radians(a)))
                 for a in [a1 - (a1 - a0) * s / 5 for s in range(6)]]
        out.append(polygon(outer + inner, c['spot'] if i % 2 == 0 else c['spot2']))
    out += [ellipse(cx, cy, rx - 5.5, ry - 2.1, 'none', stroke(c['ring'], 0.7, 0.5, 'stroke-dasharray="1.3 1"')),
            ellipse(cx, cy + 0.2, rx - 7.4, ry - 2.75, c['dark'], 'fill-opacity="0.35"'),
            ellipse(cx, cy, rx - 7.6, ry - 2.85, 'url(#inlay-%s)' % k),
            ellipse(cx, cy, rx, ry, 'url(#chipSheen)'),
            path('M%s %s A%s %s 0 0 1 %s %s' % (fmt(cx - rx + 1.5), fmt(cy - 1.5), fmt(rx - 1), fmt(ry - 0.6),
                                                fmt(cx - 4), fmt(cy - ry + 0.7)),
                 'none', stroke('#ffffff', 0.4, 0.6, 'stroke-linecap="round"')),
            '</g>']
    return '\n'.join(out)


def chips():
    """155 x 80 mm: the three top views above the three side views."""
    body = []
    for i, k in enumerate(('white', 'red', 'black')):
        body.append(chip_top('chip-top-' + k, 5 + i * 50, 5, k))
        body.append(chip_side('chip-side-' + k, 5 + i * 50, 55, k))
    return svg(155, 80, '\n'.join(body), chip_defs())


# -------------------------------------------------------------------- main

BOARDS = [
    (os.path.join(HERE, 'poch.svg'), poch),
    (os.path.join(HERE, 'pope-joan.svg'), pope_joan),
    (os.path.join(HERE, 'pope-joan-5.svg'), pope_joan_5),
    (os.path.join(HERE, 'spin.svg'), spin),
    (os.path.join(HERE, 'single-pool.svg'), single_pool),
    (os.path.join(HERE, 'pool-cards.svg'), pool_cards),
    (os.path.join(HERE, 'poch-bowls.svg'), poch_bowls),
    (os.path.join(HERE, 'pochen.svg'), pochen),
    (os.path.join(HERE, 'poque.svg'), poque),
    (os.path.join(HERE, 'poch-1810.svg'), poch_1810),
]

OUTPUTS = BOARDS + [(os.path.join(CHIPS_DIR, 'chips.svg'), chips)]

# the boards again, without translucency, for printing (see "print variants")
PRINT_OUTPUTS = [(os.path.join(PRINT_DIR, os.path.basename(f)), draw) for f, draw in BOARDS]


def draw_print(draw):
    P.on = True
    P.reset()
    try:
        text = draw()
    finally:
        P.on = False
        P.reset()
    # nothing translucent may be left
    assert not re.search(r'opacity|rgba|hsla', text), 'translucency in a print variant'
    return text


if __name__ == '__main__':
    os.makedirs(PRINT_DIR, exist_ok=True)
    for file_name, draw in OUTPUTS + [(f, lambda d=d: draw_print(d)) for f, d in PRINT_OUTPUTS]:
        with open(file_name, 'w', encoding='utf-8', newline='\n') as out:
            out.write(draw())
        print(os.path.relpath(file_name))
