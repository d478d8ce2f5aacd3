"""Push notifications to passengers' devices (spec 02 §6.2): who receives what, in which
language, queued by the worker from outbox events and sent through a provider (the sandbox's,
or Firebase Cloud Messaging's HTTP v1 API)."""
