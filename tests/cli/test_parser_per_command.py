"""`build_parser(argv)` declares only the command the arguments open with (start-up, issue 16): that command
parses and helps as it does in the whole parser."""

from __future__ import annotations

import argparse

import pytest

from bot.cli.arguments import PARSERS, build_parser

SAMPLES = [
    ["ask", "--json", "UTG sube a 1.100"],
    ["ask", "--jsonl", "--venue", "san-roque", "--lang", "en"],
    ["rule", "45-B", "--lang", "en"],
    ["search", "odd chip", "--json"],
    ["icm", "--stacks", "5000,3000", "--payouts", "60,40"],
    ["penalty", "--players", "9", "--rounds", "1"],
]


def _commands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    return next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices


def _command_parser(parser: argparse.ArgumentParser, name: str) -> argparse.ArgumentParser:
    return _commands(parser)[name]


@pytest.mark.parametrize("argv", SAMPLES, ids=lambda argv: argv[0])
def test_a_command_parses_as_in_the_whole_parser(argv: list[str]) -> None:
    assert vars(build_parser(argv).parse_args(argv)) == vars(build_parser().parse_args(argv))


@pytest.mark.parametrize("name", list(PARSERS))
def test_a_command_alone_helps_as_in_the_whole_parser(name: str) -> None:
    alone = build_parser([name])
    assert list(next(a for a in alone._actions if isinstance(a, argparse._SubParsersAction)).choices) == [
        name
    ]
    assert _command_parser(alone, name).format_help() == _command_parser(build_parser(), name).format_help()


def test_no_command_or_an_unknown_one_gets_the_whole_parser() -> None:
    for argv in ([], ["-h"], ["bogus"], None):
        assert list(_commands(build_parser(argv))) == list(PARSERS)
