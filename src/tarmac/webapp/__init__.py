"""The reference booking web app of the demo airline (sandbox only): plain HTML, CSS and
JavaScript modules in ``static/``, no build step, served at ``/app/`` beside ``/docs``.
It is a client like any other: it talks to the public API from the browser with the demo
publishable key (``config.json``), never a secret key."""
