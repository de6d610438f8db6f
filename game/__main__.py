"""`python -m game` is the same program as the `aluette` command."""

import sys

from game.cli import main

sys.exit(main())
