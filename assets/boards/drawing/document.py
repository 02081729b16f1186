"""The whole SVG file of a board, and what changes in its print variant.

Qt 6.4's PDF writer renders translucency wrong: gradient stops with
stop-opacity < 1 come out opaque, the opacity of a gradient fill is
ignored, and a constant fill-opacity is not reliable either. So every
board is also drawn to print/ without any translucency, for the app to
print. Each translucent overlay becomes an opaque shape of the same
geometry whose colour is the overlay already blended onto what lies
beneath it. Where that is one gradient (the field, a hollow, the baize),
it becomes the same gradient placed in user space with blended stops,
which is exact. Where two gradients cross (the rim's light over its
turned profile, a frame's light over its steps) the area is cut into thin
tiles (tiles.py), each with a gradient sampled along it. The elements
with ids are drawn exactly as on screen.

draw_print() runs a board's drawing function as its print variant; svg()
then drops the translucent gradients from the defs.
"""

import re

from .elements import fmt
from .paint import P, SPECS, blend, depths, fmt_off, hexc, ramp


def svg(w, h, body, defs):
    """The whole file; the viewBox equals the size in mm (see README.md, "Units")."""
    if P.on:
        defs = print_defs(defs)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.2" baseProfile="tiny"\n'
            '     width="%smm" height="%smm" viewBox="0 0 %s %s">\n' % (fmt(w), fmt(h), fmt(w), fmt(h)) +
            '<defs>\n' + '\n'.join(defs) + '\n</defs>\n' + body + '\n</svg>\n')


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
