"""Exception hierarchy of safe-kgqa: every error the tool raises on purpose is a SafeError."""


class SafeError(Exception):
    """Base class of all safe-kgqa errors."""


class ConfigError(SafeError):
    """A setting or option is missing or invalid."""


class StoreError(SafeError):
    """The graph database failed or refused an operation."""


class GraphMissingError(StoreError):
    """The graph (a Neo4j database) a statement was sent to does not exist."""


class LoadError(SafeError):
    """An input file could not be loaded."""


class MalformedInputError(LoadError):
    """A line of an input file is malformed; names the file and line."""

    def __init__(self, path: str, line: int, reason: str) -> None:
        super().__init__(f"{path}:{line}: {reason}")
        self.path = path
        self.line = line
        self.reason = reason


class QuestionError(SafeError):
    """A question cannot be asked as given (empty, too long, control characters)."""


class LLMError(SafeError):
    """The LLM endpoint failed or replied unusably."""


class LLMReplyError(LLMError):
    """The LLM answered, but not with the JSON asked for; `reply` holds what it said."""

    def __init__(self, message: str, reply: str) -> None:
        super().__init__(message)
        self.reply = reply


class PlanError(SafeError):
    """A pseudo query graph breaks SAFE's rules."""
