"""../chips/chips.svg: the white, red and black chips, 40 mm across.

One group per chip: top views chip-top-* (40 x 40) and side views
chip-side-* (exactly 40 x 20; the app relies on the 2:1 ratio). Chips
have no print variant.
"""

import math

from .elements import circle, ellipse, fmt, path, polygon, stroke
from .paint import lin, rad
from .document import svg
from .geometry import arc_d, arc_pts


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
            path(arc_d(cx, cy, R - 1.2, 200, 250), 'none', stroke('#ffffff', 0.35, 0.8, 'stroke-linecap="round"'))]
    if k == 'black':
        out += ["<!-- A light rim: small on the dark green felt, a black chip's edge was lost in it. -->",
                circle(cx, cy, R - 0.4, 'none', stroke('#c9bfa6', 0.9, 0.8))]
    out.append('</g>')
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
                 'none', stroke('#ffffff', 0.4, 0.6, 'stroke-linecap="round"'))]
    if k == 'black':
        # the same light rim round the band and the top face
        rim = 'M%s %s L%s %s A%s %s 0 0 0 %s %s L%s %s A%s %s 0 0 0 %s %s' % (
            fmt(x + 0.4), fmt(cy), fmt(x + 0.4), fmt(cy + t), fmt(rx - 0.4), fmt(ry - 0.2), fmt(x + 40 - 0.4), fmt(cy + t),
            fmt(x + 40 - 0.4), fmt(cy), fmt(rx - 0.4), fmt(ry - 0.2), fmt(x + 0.4), fmt(cy))
        out.append(path(rim, 'none', stroke('#c9bfa6', 0.85, 0.7)))
    out.append('</g>')
    return '\n'.join(out)


def chips():
    """155 x 80 mm: the three top views above the three side views."""
    body = []
    for i, k in enumerate(('white', 'red', 'black')):
        body.append(chip_top('chip-top-' + k, 5 + i * 50, 5, k))
        body.append(chip_side('chip-side-' + k, 5 + i * 50, 55, k))
    return svg(155, 80, '\n'.join(body), chip_defs())
