"""Fixtures of the content tests: the National Bank feed server."""

from tests.content.feed_server import SAMPLE_FEED, closed_port_url, feed_server

__all__ = ["SAMPLE_FEED", "closed_port_url", "feed_server"]
