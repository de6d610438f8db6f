"""The screens of the program, each a ``Scene`` on the app's stack."""
