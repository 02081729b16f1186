"""The shared gradients: turned wood, carved hollows, brass plaques, trays.

The light comes from the top left on every board. Made at import, so
their Grads are in SPECS before any board is drawn.
"""

from .paint import lin, rad


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
