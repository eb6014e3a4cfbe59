"""Bad input to a TD tool: a code and the numbers a message needs; the words live in ``locales/``."""

from __future__ import annotations


class TdToolError(ValueError):
    def __init__(self, code: str, **values: object) -> None:
        super().__init__(code, values)
        self.code = code
        self.values = values
