"""The classroom's pages: teacher (classes, dashboard), pupil pages, /rejoindre/, accounts."""
