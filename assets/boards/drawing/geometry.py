"""Points, arcs and outlines the boards are drawn from.

Angles in degrees. arc_pts/arc_d/crescent: 0 = right, clockwise on
screen (y down). Board layouts: 0 = up, clockwise, as the pools are
listed. Qt SVG has no clip paths, so a shadow cut off by an edge
(crescent for circles, shade_off for other convex shapes) is computed as
an outline of its own.
"""

import math

from .elements import fmt, pathd


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
