#!/usr/bin/env python3
"""Draw the board and chip art of the app.

Writes, next to this script:

    poch.svg, pope-joan.svg, pope-joan-5.svg, spin.svg, single-pool.svg,
    pool-cards.svg

and ../chips/chips.svg.

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

HERE = os.path.dirname(os.path.abspath(__file__))
CHIPS_DIR = os.path.join(HERE, '..', 'chips')


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
    return '<linearGradient id="%s" x1="%s" y1="%s" x2="%s" y2="%s">%s</linearGradient>' % (
        id, fmt(x1), fmt(y1), fmt(x2), fmt(y2), stops(st))


def rad(id, cx, cy, r, st, fx=None, fy=None):
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
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.2" baseProfile="tiny"\n'
            '     width="%smm" height="%smm" viewBox="0 0 %s %s">\n' % (fmt(w), fmt(h), fmt(w), fmt(h)) +
            '<defs>\n' + '\n'.join(defs) + '\n</defs>\n' + body + '\n</svg>\n')


def stroke(colour, opacity, width, more=''):
    return 'stroke="%s" stroke-opacity="%s" stroke-width="%s"%s' % (
        colour, fmt(opacity), fmt(width), _extra(more))


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


def sector_d(c, th0, th1, r0, r1, n=40):
    """A ring sector round (c, c), angles clockwise from up."""
    def p(r, th):
        return (c + r * math.sin(math.radians(th)), c - r * math.cos(math.radians(th)))
    outer = [p(r1, th0 + (th1 - th0) * i / n) for i in range(n + 1)]
    inner = [p(r0, th1 - (th1 - th0) * i / n) for i in range(n + 1)]
    return pathd(outer + inner, True)


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
    out = [rect(x + 0.9, y + 1.4, w, h, 3.2, '#1a0800', 'fill-opacity="0.35"'),
           '<g id="%s">' % id,
           rect(x, y, w, h, 3, 'url(#brassEdge)'),
           rect(x + 0.45, y + 0.45, w - 0.9, h - 0.9, 2.6, 'url(#brass)'),
           rect(x + b, y + b, w - 2 * b, h - 2 * b, 1.8, 'url(#plaqueField)'),
           rect(x + b, y + b, w - 2 * b, (h - 2 * b) * 0.5, 1.8, 'url(#plaqueSheen)'),
           path('M%s %s H%s' % (fmt(x + b + 1.5), fmt(y + h - b - 0.35), fmt(x + w - b - 1.5)),
                'none', stroke('#f7d98c', 0.35, 0.5)),
           '</g>']
    return '\n'.join(out)


def hollow(id, cx, cy, r, lip=3.0):
    """A carved bowl: its shadow on the board, a raised turned lip, the
    hollow itself (the unstroked circle with the id, so its box is exact),
    the shadowed near wall and the lit far wall."""
    out = [circle(cx + 1.2, cy + 1.8, r + lip + 0.6, '#1a0800', 'fill-opacity="0.28"'),
           circle(cx, cy, r + lip, 'url(#lip)'),
           circle(cx, cy, r + lip * 0.45, 'url(#lipIn)'),
           circle(cx, cy, r, 'url(#hollow)', id=id),
           path(crescent(cx, cy, r, r * 0.16, 225), '#1a0800', 'fill-opacity="0.32"'),
           path(crescent(cx, cy, r, r * 0.07, 225), '#1a0800', 'fill-opacity="0.25"'),
           # thin crescents taper at their ends by themselves
           path(crescent(cx, cy, r, r * 0.08, 45), '#ffd9a6', 'fill-opacity="0.14"'),
           path(crescent(cx, cy, r, r * 0.035, 45), '#fff0d6', 'fill-opacity="0.18"')]
    # turning marks in the bottom of the bowl
    for k, rr in enumerate((0.35, 0.55, 0.72)):
        out.append(circle(cx, cy, r * rr, 'none', stroke('#2a1205', 0.10 + 0.03 * k, 0.35)))
    return '\n'.join(out)


def grain_line(seg, dark, opacity, width):
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


def round_board(c, R, field_R, grain, seed, band=5):
    """A turned round board centred on (c, c): moulded rim, an inlaid walnut
    band (band >= 3 mm) or just a dark groove, and the sunk field."""
    out = [circle(c, c, R, 'url(#rim)'),
           circle(c, c, R, 'url(#rimLight)')]
    for rr, col, op, sw in [
            (field_R + (R - field_R) * 0.5, '#2a1204', 0.35, 0.45),
            (field_R + (R - field_R) * 0.6, '#ffe6c0', 0.18, 0.4),
            (R - 1.6, '#ffe6c0', 0.2, 0.5),
            (field_R + band + 0.6, '#ffe6c0', 0.22, 0.45)]:
        out.append(circle(c, c, rr, 'none', stroke(col, op, sw)))
    if band >= 3:
        out.append(circle(c, c, field_R + band + 0.2, '#2a1205'))
        out.append(circle(c, c, field_R + band - 0.4, 'url(#band)'))
        # a line of boxwood stringing in the walnut
        out.append(circle(c, c, field_R + band * 0.52, 'none', stroke('#e9c58c', 0.75, 0.7)))
    else:
        out.append(circle(c, c, field_R + 2.2, '#2a1205'))
    out.append(circle(c, c, field_R + 0.7, '#2e1406'))
    out.append(circle(c, c, field_R, 'url(#field)'))
    out.append(grain_in_circle(c, c, field_R - 1, grain, seed))
    # the rim's shadow on the sunk field
    out.append(path(crescent(c, c, field_R, 5.5, 225), '#1a0800', 'fill-opacity="0.30"'))
    out.append(path(crescent(c, c, field_R, 2.2, 225), '#1a0800', 'fill-opacity="0.25"'))
    return '\n'.join(out)


def rect_tray(W, H, frame, rx, seed):
    """A rectangular tray W x H at the origin with a moulded frame."""
    out = [rect(0, 0, W, H, rx, 'url(#frameOuter)'),
           rect(0, 0, W, H, rx, 'url(#rimLight)')]
    # the moulding's profile as nested steps of lighter and darker wood
    for t, col, op in [(0.18, '#e0a566', 0.55), (0.3, '#b47238', 0.9), (0.46, '#7c421b', 0.9),
                       (0.6, '#a9672f', 0.9), (0.72, '#d49759', 0.8), (0.86, '#9a5a29', 0.9)]:
        d = frame * t
        out.append(rect(d, d, W - 2 * d, H - 2 * d, max(rx - d, 2), col, 'fill-opacity="%s"' % fmt(op)))
    out.append(rect(0, 0, W, H, rx, 'url(#rimLight)', 'fill-opacity="0.8"'))
    out.append(rect(frame * 0.6, frame * 0.6, W - frame * 1.2, H - frame * 1.2, max(rx - frame * 0.6, 2),
                    'none', stroke('#2a1204', 0.35, 0.45)))
    out.append(rect(1.4, 1.4, W - 2.8, H - 2.8, rx - 1.2, 'none', stroke('#ffe6c0', 0.22, 0.5)))
    fx, fy, fw, fh = frame, frame, W - 2 * frame, H - 2 * frame
    frx = max(rx - frame, 3)
    out.append(rect(fx - 2.2, fy - 2.2, fw + 4.4, fh + 4.4, frx + 2, '#2e1406'))
    out.append(rect(fx - 0.6, fy - 0.6, fw + 1.2, fh + 1.2, frx + 0.6, '#6b3815'))
    out.append(rect(fx, fy, fw, fh, frx, 'url(#trayField)'))
    out.append(grain_in_rect(fx, fy + 2, fx + fw, fy + fh - 2, int(fh / 5.5), seed))
    # the frame's shadow on the field (top and left), and a lit lower edge
    out.append(rect(fx, fy, fw, 5, min(frx, 2.5), 'url(#shadeDown)'))
    out.append(rect(fx, fy, 5, fh, min(frx, 2.5), 'url(#shadeRight)'))
    out.append(path('M%s %s H%s' % (fmt(fx + frx), fmt(fy + fh - 0.7), fmt(fx + fw - frx)),
                    'none', stroke('#ffe2b4', 0.3, 0.9)))
    return '\n'.join(out)


# ------------------------------------------------------------------- Poch

def poch():
    """Round board, 480 mm: eight bowls in a ring, the pot in the middle."""
    R, FR = 240, 212
    c = R
    names = ['ace', 'king', 'queen', 'jack', 'ten', 'marriage', 'sequence', 'pocher']
    bowl_r, plaque_w, plaque_h, gap = 35, 88, 18, 4.5
    ring_r = 150
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
    return svg(2 * R, 2 * R, '\n'.join(body), WOOD_DEFS + rim_defs(R, FR, band=7))


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


def pope_joan_board(names, R, FR, hub, W, H, pool_r, lip, wall_w, seed, layout):
    """A round Pope Joan board: a field divided by radial walls round a
    turned hub, one pool and one plaque per division."""
    n = len(names)
    half = 180 / n
    c = R
    body = [round_board(c, R, FR, 0, seed, band=0)]
    rnd = random.Random(seed)
    # alternate tones, so the divisions read apart, and a radial grain in each
    for i in range(n):
        th = i * 360 / n
        body.append(path(sector_d(c, th - half, th + half, hub, FR), '#3a1604' if i % 2 else '#ffd9a0',
                         'fill-opacity="%s"' % ('0.10' if i % 2 else '0.07')))
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
            body.append(grain_line(seg, dark, rnd.uniform(0.08, 0.18), rnd.uniform(0.35, 1.1)))
    body.append(path(crescent(c, c, FR, 6, 225), '#1a0800', 'fill-opacity="0.30"'))
    # all wall shadows before any wall, so no shadow falls across a wall
    walls = [i * 360 / n + half for i in range(n)]
    for tw in walls:
        body.append('<g transform="translate(%s %s) rotate(%s)">%s</g>' % (
            fmt(c + 1.4), fmt(c + 2.0), fmt(tw),
            rect(-wall_w / 2 - 0.6, -FR, wall_w + 1.2, FR - hub + 2, 1.5, '#1a0800', 'fill-opacity="0.30"')))
    for tw in walls:
        # light the face of the wall that is turned to the top left
        nx, ny = math.cos(math.radians(tw)), math.sin(math.radians(tw))
        gradient = 'wallR' if -nx - ny > 0 else 'wallL'
        body.append('<g transform="translate(%s %s) rotate(%s)">%s%s</g>' % (
            fmt(c), fmt(c), fmt(tw), rect(-wall_w / 2, -FR - 0.5, wall_w, FR - hub + 2, 1.2, 'url(#%s)' % gradient),
            path('M0 %s V%s' % (fmt(-FR + 1), fmt(-hub - 1)), 'none', stroke('#ffe6c0', 0.25, 0.5))))
    # the hub: a turned knob
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
        pools.append(hollow('pool-' + name, c + qx, c + qy, pool_r, lip=lip))
        plaques.append(plaque('label-' + name, c + px, c + py, W, H))
    # plaques last: nothing may be drawn over the name the app writes on them
    body += pools + plaques
    defs = WOOD_DEFS + rim_defs(R, FR, band=0) + [
        lin('wallL', 0, 0, 1, 0, [(0, '#f0b77a'), (0.3, '#c98a4f'), (0.75, '#a2612d'), (1, '#5e2d0f')]),
        lin('wallR', 0, 0, 1, 0, [(0, '#5e2d0f'), (0.25, '#a2612d'), (0.7, '#c98a4f'), (1, '#f0b77a')]),
        rad('hubRing', 0.5, 0.5, 0.5, [(0, '#8a4b20'), (0.7, '#a9652e'), (0.86, '#d9a064'), (0.94, '#b5743c'), (1, '#6a3412')], fx=0.4, fy=0.38),
        rad('knob', 0.5, 0.5, 0.5, [(0, '#f2c48c'), (0.45, '#c8874b'), (0.85, '#8e4f22'), (1, '#5a2a0c')], fx=0.36, fy=0.32),
    ]
    return svg(2 * R, 2 * R, '\n'.join(body), defs)


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
    body = [round_board(c, R, FR, 18, 31)]
    r, lip, gap, plaque_h = 46, 3.5, 6, 18
    cy = c - 15   # raised so pool and plaque together sit in the middle
    body.append(hollow('pool-pool', c, cy, r, lip=lip))
    body.append(plaque('label-pool', c, cy + r + lip + gap + plaque_h / 2, 86, plaque_h))
    return svg(2 * R, 2 * R, '\n'.join(body), WOOD_DEFS + rim_defs(R, FR))


def pool_cards():
    """A leather-bound baize mat, 520 x 260 mm, with four places, each a
    card outline, a stake spot below it and a small plaque under that."""
    W, H = 520, 260
    b = 11   # width of the leather border
    body = [rect(0, 0, W, H, 14, 'url(#leather)'),
            rect(0, 0, W, H, 14, 'url(#rimLight)', 'fill-opacity="0.7"'),
            rect(5, 5, W - 10, H - 10, 10, 'none', stroke('#e8c98a', 0.55, 0.7, 'stroke-dasharray="3 2"')),
            rect(b - 1.2, b - 1.2, W - 2 * b + 2.4, H - 2 * b + 2.4, 7, '#1a0e06'),
            rect(b, b, W - 2 * b, H - 2 * b, 6, 'url(#baize)')]
    # flat green looks like plastic: a soft mottling and a fine nap
    rnd = random.Random(5)
    for i in range(26):
        x = rnd.uniform(b + 30, W - b - 30)
        y = rnd.uniform(b + 25, H - b - 25)
        body.append(ellipse(x, y, rnd.uniform(12, 30), rnd.uniform(8, 20), '#000000' if i % 2 else '#bfe0b0',
                            'fill-opacity="%s"' % fmt(rnd.uniform(0.012, 0.022))))
    for i in range(60):
        y = b + 3 + (H - 2 * b - 6) * (i + rnd.uniform(0, 1)) / 60
        x0 = rnd.uniform(b + 3, W / 2)
        x1 = min(W - b - 3, x0 + rnd.uniform(60, 220))
        body.append(path('M%s %s L%s %s' % (fmt(x0), fmt(y), fmt(x1), fmt(y + rnd.uniform(-1, 1))), 'none',
                         stroke('#d8f0c8' if i % 3 else '#000000', rnd.uniform(0.03, 0.07), 0.35)))
    # the leather's shadow on the felt, then a gold line round the playing area
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
        body.append(rect(x + 1.5, y + 2, cw, ch, 3, '#000000', 'fill-opacity="0.18"'))
        body.append(rect(x, y, cw, ch, 3, '#0c2a16', 'fill-opacity="0.35"', id='card-%d' % i))
        body.append(rect(x + 0.4, y + 0.4, cw - 0.8, ch - 0.8, 2.7, 'none', stroke('#e9d08e', 0.8, 0.8)))
        body.append(rect(x + 3.5, y + 3.5, cw - 7, ch - 7, 1.8, 'none',
                         stroke('#e9d08e', 0.4, 0.5, 'stroke-dasharray="2 1.5"')))
        # a small lozenge, so an empty place does not look like a hole
        mx, my = cx, y + ch / 2
        body.append(polygon([(mx, my - 9), (mx + 6, my), (mx, my + 9), (mx - 6, my)], '#e9d08e', 'fill-opacity="0.25"'))
        sy = y + ch + 12 + spot_r
        body.append(circle(cx, sy, spot_r + 2.2, 'none', stroke('#e9d08e', 0.75, 1)))
        body.append(circle(cx + 0.8, sy + 1.2, spot_r, '#000000', 'fill-opacity="0.2"'))
        body.append(circle(cx, sy, spot_r, 'url(#spot)', id='pool-%d' % i))
        body.append(circle(cx, sy, spot_r - 3.5, 'none', stroke('#e9d08e', 0.35, 0.5, 'stroke-dasharray="1.6 1.6"')))
        body.append(plaque('label-%d' % i, cx, sy + spot_r + 5 + 8, 80, 16))
    defs = WOOD_DEFS + TRAY_DEFS + [
        lin('leather', 0, 0, 0, 1, [(0, '#5a2a17'), (0.5, '#4a2010'), (1, '#2e1409')]),
        rad('baize', 0.5, 0.45, 0.7, [(0, '#2f7a48'), (0.6, '#236539'), (1, '#17482a')]),
        rad('spot', 0.5, 0.5, 0.5, [(0, '#1d5a34'), (0.8, '#174a2b'), (1, '#0f3520')], fx=0.45, fy=0.4),
    ]
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

OUTPUTS = [
    (os.path.join(HERE, 'poch.svg'), poch),
    (os.path.join(HERE, 'pope-joan.svg'), pope_joan),
    (os.path.join(HERE, 'pope-joan-5.svg'), pope_joan_5),
    (os.path.join(HERE, 'spin.svg'), spin),
    (os.path.join(HERE, 'single-pool.svg'), single_pool),
    (os.path.join(HERE, 'pool-cards.svg'), pool_cards),
    (os.path.join(CHIPS_DIR, 'chips.svg'), chips),
]

if __name__ == '__main__':
    for file_name, draw in OUTPUTS:
        with open(file_name, 'w', encoding='utf-8', newline='\n') as out:
            out.write(draw())
        print(os.path.relpath(file_name))
