"""Shared setup for the reference-implementation tests (tests/reference/)."""


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: exhaustive or long-running checks")
