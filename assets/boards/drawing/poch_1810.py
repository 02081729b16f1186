"""poch-1810.svg: Hoffmann's box (1810), mahogany, 420 x 246 mm.

Two rows of four baize-lined compartments; each compartment's floor is
its pool (a rect), and each plaque sits on the box's wide top or bottom
side next to its compartment.
"""

from .elements import circle, fmt, path, polygon, rect
from .paint import P, SPECS, lin, rad
from .document import svg
from .geometry import rect_poly, shade_off
from .palette import WOOD_DEFS
from .parts import plaque
from .wood import grain_in_rect
from .period import DARK, mitred_frame, shadowed, tint


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
