"""pool-cards.svg: a leather-bound baize mat, 520 x 260 mm, four places.

Each place is a card outline (card-i), a stake spot below it (pool-i) and
a small plaque under that (label-i). The baize gets a mottling and a nap
because flat green looks like plastic; in print the leather's dashed
stitching is drawn dash by dash (stitching), each in the colour it shows
over the lit leather.
"""

import math
import random

from .elements import circle, ellipse, fmt, path, pathd, polygon, rect, stroke
from .paint import P, SPECS, blend, hexc, lin, pstroke, rad
from .document import svg
from .tiles import clip_convex, frame_bands, rrect_pts, shade_tiles
from .palette import TRAY_DEFS, WOOD_DEFS
from .parts import plaque


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
            # the part of it that lies over its shadow, darker. No lozenge:
            # the sheet writes the card's name there, and under "King of
            # clubs" it read as a diamond.
            shadow = baize.over('#000000', 0.18)
            place = shadow.over('#0c2a16', 0.35)
            spot = SPECS['spot'].on_circle(cx, sy, spot_r)
            body += [rect(x + 1.5, y + 2, cw, ch, 3, shadow.url()),
                     rect(x, y, cw, ch, 3, baize.over('#0c2a16', 0.35).url(), id='card-%d' % i),
                     polygon(clip_convex(rrect_pts(x + 1.5, y + 2, cw, ch, 3), rrect_pts(x, y, cw, ch, 3)), place.url()),
                     rect(x + 0.4, y + 0.4, cw - 0.8, ch - 0.8, 2.7, 'none', pstroke(place.over('#e9d08e', 0.8), 0.8)),
                     rect(x + 3.5, y + 3.5, cw - 7, ch - 7, 1.8, 'none',
                          pstroke(place.over('#e9d08e', 0.4), 0.5, 'stroke-dasharray="2 1.5"')),
                     circle(cx, sy, spot_r + 2.2, 'none', pstroke(baize.over('#e9d08e', 0.75), 1)),
                     circle(cx + 0.8, sy + 1.2, spot_r, baize.over('#000000', 0.2).url()),
                     circle(cx, sy, spot_r, 'url(#spot)', id='pool-%d' % i),
                     circle(cx, sy, spot_r - 3.5, 'none', pstroke(spot.over('#e9d08e', 0.35), 0.5, 'stroke-dasharray="1.6 1.6"'))]
            body.append(plaque('label-%d' % i, cx, sy + spot_r + 5 + 11, 104, 22))
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
        body.append(plaque('label-%d' % i, cx, sy + spot_r + 5 + 11, 104, 22))
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
