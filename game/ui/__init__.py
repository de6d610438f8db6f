"""The pygame shell: window, scenes, table and card art (the only package that uses pygame)."""
