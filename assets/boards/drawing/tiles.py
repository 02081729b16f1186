"""Print only: shapes the print variants cover translucent areas with.

Where two gradients cross on screen (a rim's light over its turned
profile, a frame's light over its steps, a frame's shadow over the
field), print draws opaque tiles instead, each with a gradient sampled
from what the screen shows there (see document.py). Angles as in
geometry.arc_pts (0 = right, clockwise), except polar_piece, which takes
them as the board layouts do (0 = up).
"""

import math

from .elements import fmt, path, polygon, rect
from .paint import SPECS, blend, depths, hexc, ramp, rgb
from .geometry import arc_pts


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
