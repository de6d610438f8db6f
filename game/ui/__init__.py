"""The pygame shell: window, scenes, table and card art (the only package that uses pygame)."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before any module here imports pygame
