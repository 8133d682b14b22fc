"""Solo, the colour and number shedding game of the fifth rule sheet (Django-free rules and bots)."""
