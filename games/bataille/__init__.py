"""Bataille des sons: the four parameters of sound (seed 002)."""
