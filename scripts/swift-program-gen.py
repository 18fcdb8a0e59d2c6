#!/usr/bin/env python3
"""Generates random well-typed Swift programs for differential testing of simrepl's Swift
interpreter against swiftc (the corpus of hand-written programs is Tests/SwiftOracle/).

    scripts/swift-program-gen.py SEED [--size N] > prog.swift   # one program, top-level code
    scripts/swift-program-gen.py --verify 1:50 [--jobs 2]        # compile and run seeds 1..50

A program is a function of its seed (and --size, the number of top-level statements, default 24):
the same seed always prints the same program. It uses Int, Bool, String, [Int], Int?, tuples, a
struct (memberwise init, `mutating` methods, copies that must not share), a class and a subclass
(shared references, `===`, overriding), a CaseIterable enum, free functions with `guard`, closures
that capture variables by reference and with capture lists, if/else, switch (values, ranges,
`where`, tuples), for-in over ranges, `stride`, arrays and `enumerated()`, while and
repeat-while, break/continue, `defer`, optional binding and `??`, and print with `separator:`
and `terminator:`.

Every program compiles and runs to completion deterministically, without trapping:
- every Int variable, field and function result stays within -999...999 (each write is
  reduced `% 1000`); expressions track a bound on their magnitude and reduce an operand before
  a product could pass 10^12, so nothing overflows;
- divisors are non-zero literals; array subscripts are taken `% count` behind an `isEmpty`
  check; arrays stop growing at 20 elements and strings are cut to 40 characters when stored;
- loops run at most 4 times (nested at most 3 deep), and while/repeat loops count first, so
  `continue` cannot skip the count; nothing reads input, time, randomness or the environment,
  and nothing prints a Dictionary or a Set.

--verify FIRST:COUNT compiles each of those seeds with swiftc (as scripts/swift-oracle.sh
does: `-swift-version 5 -Onone -module-name main -lm`), runs each binary twice (10-second
timeout) and fails unless every one compiles, exits 0 and prints the same both times. Work is
kept in a temporary folder; --keep DIR keeps the programs and their outputs there instead.
"""

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

WORDS = ["apple", "kiwi", "fig", "pear", "lime", "plum", "date", "yuzu", "", "a b", "Q"]
MOD = 1000            # Int variables stay within -(MOD-1)...(MOD-1)
PRODUCT_LIMIT = 10**12
MAX_ARRAY = 20
MAX_STRING = 40
MAX_LOOP = 4
MAX_NESTING = 3


class Gen:
    def __init__(self, seed, size):
        self.r = random.Random(seed)
        self.seed = seed
        self.size = size
        self.lines = []
        self.level = 0
        self.names = 0
        # Each scope maps a name to (type, mutable). Types: Int, Bool, String, [Int], Int?,
        # S0 (struct), C0 (class reference), E0 (enum), Int->Int (closure), Int->() (closure).
        self.scopes = [{}]
        self.nesting = 0
        self.loops = 0          # how many loops enclose the statement being generated
        self.in_closure = False

    # --- helpers -----------------------------------------------------------------------------
    def chance(self, p):
        return self.r.random() < p

    def pick(self, items):
        return self.r.choice(items)

    def fresh(self, prefix):
        self.names += 1
        return f"{prefix}{self.names}"

    def emit(self, text):
        self.lines.append("    " * self.level + text)

    def declare(self, name, typ, mutable):
        self.scopes[-1][name] = (typ, mutable)

    def visible(self, typ, mutable=False):
        seen = {}
        for scope in self.scopes:
            seen.update(scope)
        return sorted(n for n, (t, m) in seen.items() if t == typ and (m or not mutable))

    def push(self):
        self.scopes.append({})

    def pop(self):
        self.scopes.pop()

    @staticmethod
    def literal(v):
        return f"({v})" if v < 0 else str(v)

    def assign(self, target, value, instead=None):
        """`target = value`; Swift refuses `x = x`, so then `instead` (default `x + 1`)."""
        self.emit(f"{target} = {value if value != target else (instead or f'{value} + 1')}")

    def reduce(self, code, bound):
        """An Int expression known to lie within -(MOD-1)...(MOD-1)."""
        return (code, bound) if bound < MOD else (f"({code}) % {MOD}", MOD - 1)

    # --- expressions -------------------------------------------------------------------------
    def int_leaf(self):
        options = ["literal"] * 3
        if self.visible("Int"):
            options += ["var"] * 5
        if self.visible("[Int]"):
            options += ["count"]
        if self.visible("String"):
            options += ["length"]
        if self.visible("S0"):
            options += ["field"]
        if self.visible("C0"):
            options += ["object"]
        kind = self.pick(options)
        if kind == "literal":
            v = self.r.randint(-20, 60)
            return self.literal(v), abs(v)
        if kind == "var":
            return self.pick(self.visible("Int")), MOD - 1
        if kind == "count":
            return f"{self.pick(self.visible('[Int]'))}.count", MAX_ARRAY
        if kind == "length":
            return f"{self.pick(self.visible('String'))}.count", 1000
        if kind == "field":
            return f"{self.pick(self.visible('S0'))}.a", MOD - 1
        return f"{self.pick(self.visible('C0'))}.n", MOD - 1

    def int_expr(self, depth=2):
        if depth <= 0 or self.chance(0.3):
            return self.int_leaf()
        options = ["add", "sub", "mul", "div", "mod", "abs", "minmax", "neg", "ternary"]
        if self.visible("[Int]"):
            options += ["element", "sum", "first"]
            if not self.in_closure:
                options += ["filtercount"]
        if self.functions:
            options += ["call", "call"]
        if self.visible("Int->Int"):
            options += ["closure"]
        if self.visible("Int?"):
            options += ["coalesce"]
        if self.visible("S0"):
            options += ["method"]
        if self.visible("E0"):
            options += ["raw"]
        kind = self.pick(options)
        if kind in ("add", "sub"):
            (a, ba), (b, bb) = self.int_expr(depth - 1), self.int_expr(depth - 1)
            return f"({a} {'+' if kind == 'add' else '-'} {b})", ba + bb
        if kind == "mul":
            (a, ba), (b, bb) = self.int_expr(depth - 1), self.int_expr(depth - 1)
            if ba * bb > PRODUCT_LIMIT:
                a, ba = f"({a} % 97)", min(ba, 96)
            if ba * bb > PRODUCT_LIMIT:
                b, bb = f"({b} % 89)", min(bb, 88)
            return f"({a} * {b})", ba * bb
        if kind == "div":
            a, ba = self.int_expr(depth - 1)
            k = self.pick([1, 2, 3, 4, 5, 7, 9, -2, -3])
            return f"({a} / {self.literal(k)})", ba
        if kind == "mod":
            a, ba = self.int_expr(depth - 1)
            k = self.pick([2, 3, 5, 7, 10, 11])
            return f"({a} % {k})", min(ba, k - 1)
        if kind == "abs":
            a, ba = self.int_expr(depth - 1)
            return f"abs({a})", ba
        if kind == "minmax":
            (a, ba), (b, bb) = self.int_expr(depth - 1), self.int_expr(depth - 1)
            return f"{self.pick(['min', 'max'])}({a}, {b})", max(ba, bb)
        if kind == "neg":
            # `-min(4, 2)` or `-(-5)` alone would be ambiguous: literals have no type yet.
            a, ba = self.int_expr(depth - 1)
            return f"(0 - {a})", ba
        if kind == "ternary":
            c = self.bool_expr(depth - 1)
            (a, ba), (b, bb) = self.int_expr(depth - 1), self.int_expr(depth - 1)
            return f"({c} ? {a} : {b})", max(ba, bb)
        if kind == "element":
            arr = self.pick(self.visible("[Int]"))
            i, _ = self.reduce(*self.int_expr(depth - 1))
            return f"({arr}.isEmpty ? 0 : {arr}[abs({i}) % {arr}.count])", MOD - 1
        if kind == "sum":
            return f"{self.pick(self.visible('[Int]'))}.reduce(0, +)", MAX_ARRAY * (MOD - 1)
        if kind == "first":
            arr = self.pick(self.visible("[Int]"))
            fallback = self.r.randint(0, 9)
            return f"({arr}.{self.pick(['first', 'last', 'min()', 'max()'])} ?? {fallback})", MOD - 1
        if kind == "filtercount":
            arr = self.pick(self.visible("[Int]"))
            self.in_closure = True
            c, _ = self.int_expr(depth - 1)
            self.in_closure = False
            return f"{arr}.filter {{ $0 {self.pick(['<', '>', '<=', '>=', '!='])} {c} }}.count", MAX_ARRAY
        if kind == "call":
            name, arity = self.pick(self.functions)
            args = ", ".join(self.reduce(*self.int_expr(depth - 1))[0] for _ in range(arity))
            return f"{name}({args})", MOD - 1
        if kind == "closure":
            a, _ = self.reduce(*self.int_expr(depth - 1))
            return f"{self.pick(self.visible('Int->Int'))}({a})", MOD - 1
        if kind == "coalesce":
            return f"({self.pick(self.visible('Int?'))} ?? {self.r.randint(-9, 9)})", MOD - 1
        if kind == "method":
            return f"{self.pick(self.visible('S0'))}.score()", MOD - 1
        return f"{self.pick(self.visible('E0'))}.rawValue", 2

    def bool_expr(self, depth=2):
        if depth <= 0 or self.chance(0.35):
            options = ["compare"] * 4 + ["literal"]
            if self.visible("Bool"):
                options += ["var"] * 3
            if self.visible("String"):
                options += ["empty", "prefix"]
            if self.visible("[Int]"):
                options += ["contains"]
            if self.visible("C0") and len(self.visible("C0")) > 1:
                options += ["identity"]
            kind = self.pick(options)
            if kind == "literal":
                return self.pick(["true", "false"])
            if kind == "var":
                return self.pick(self.visible("Bool"))
            if kind == "empty":
                return f"{self.pick(self.visible('String'))}.isEmpty"
            if kind == "prefix":
                return f"{self.pick(self.visible('String'))}.hasPrefix(\"{self.pick(['a', 'p', 'k', ''])}\")"
            if kind == "contains":
                return f"{self.pick(self.visible('[Int]'))}.contains({self.int_expr(0)[0]})"
            if kind == "identity":
                a, b = self.r.sample(self.visible("C0"), 2)
                return f"({a} === {b})"
            a, _ = self.int_expr(depth - 1)
            if self.chance(0.25):
                return f"({a} % 2 == 0)"
            b, _ = self.int_expr(depth - 1)
            return f"({a} {self.pick(['<', '>', '<=', '>=', '==', '!='])} {b})"
        kind = self.pick(["and", "or", "not", "strings"])
        if kind == "and":
            return f"({self.bool_expr(depth - 1)} && {self.bool_expr(depth - 1)})"
        if kind == "or":
            return f"({self.bool_expr(depth - 1)} || {self.bool_expr(depth - 1)})"
        if kind == "not":
            return f"!({self.bool_expr(depth - 1)})"
        return f"({self.string_expr(depth - 1)} {self.pick(['==', '<', '!='])} {self.string_expr(depth - 1)})"

    def string_expr(self, depth=2):
        if depth <= 0 or self.chance(0.35):
            options = ["literal", "number"]
            if self.visible("String"):
                options += ["var"] * 3
            if self.visible("S0"):
                options += ["field"]
            if self.visible("E0"):
                options += ["case"]
            kind = self.pick(options)
            if kind == "literal":
                return '"' + self.pick(WORDS) + '"'
            if kind == "number":
                return f"String({self.int_expr(depth - 1)[0]})"
            if kind == "var":
                return self.pick(self.visible("String"))
            if kind == "field":
                return f"{self.pick(self.visible('S0'))}.name"
            return f"\"\\({self.pick(self.visible('E0'))})\""
        options = ["concat", "interpolate", "case", "reversed", "prefix", "ternary"]
        if self.visible("[Int]") and not self.in_closure:
            options += ["joined"]
        kind = self.pick(options)
        if kind == "concat":
            return f"({self.string_expr(depth - 1)} + {self.string_expr(depth - 1)})"
        if kind == "interpolate":
            return f"\"<\\({self.string_expr(depth - 1)})|\\({self.int_expr(depth - 1)[0]})>\""
        if kind == "case":
            return f"{self.string_expr(depth - 1)}.{self.pick(['uppercased()', 'lowercased()'])}"
        if kind == "reversed":
            return f"String({self.string_expr(depth - 1)}.reversed())"
        if kind == "prefix":
            return f"String({self.string_expr(depth - 1)}.{self.pick(['prefix', 'suffix'])}({self.r.randint(0, 4)}))"
        if kind == "ternary":
            return f"({self.bool_expr(depth - 1)} ? {self.string_expr(depth - 1)} : {self.string_expr(depth - 1)})"
        arr = self.pick(self.visible("[Int]"))
        return f"{arr}.map {{ String($0) }}.joined(separator: \"{self.pick([',', ' ', '-'])}\")"

    def stored_string(self):
        return f"String({self.string_expr()}.prefix({MAX_STRING}))"

    # --- declarations at the top -------------------------------------------------------------
    def prelude(self):
        self.emit(f"// Generated by scripts/swift-program-gen.py {self.seed} --size {self.size}")
        self.emit("struct S0 {")
        self.level += 1
        for line in ["var a: Int", "var name: String", "var items: [Int]",
                     f"mutating func bump(_ k: Int) {{ a = (a + k) % {MOD} }}",
                     f"mutating func push(_ k: Int) {{ if items.count < {MAX_ARRAY} {{ items.append(k) }} }}",
                     f"func score() -> Int {{ (a * 3 + items.count) % {MOD} }}"]:
            self.emit(line)
        self.level -= 1
        self.emit("}")
        self.emit("class C0 {")
        self.level += 1
        for line in ["var n: Int", "var tags: [String] = []", "init(n: Int) { self.n = n }",
                     f"func add(_ k: Int) {{ n = (n + k) % {MOD} }}",
                     "func tag(_ s: String) { if tags.count < 6 { tags.append(s) } }",
                     "func kind() -> String { \"base\" }"]:
            self.emit(line)
        self.level -= 1
        self.emit("}")
        self.emit("final class D0: C0 {")
        self.level += 1
        self.emit(f"override func add(_ k: Int) {{ n = (n + 2 * k) % {MOD} }}")
        self.emit("override func kind() -> String { \"derived \" + super.kind() }")
        self.level -= 1
        self.emit("}")
        self.emit("enum E0: Int, CaseIterable { case red, green, blue }")
        self.functions = []
        for _ in range(self.r.randint(1, 3)):
            self.function()

    def function(self):
        name = self.fresh("f")
        arity = self.r.randint(1, 2)
        params = [f"p{i}" for i in range(arity)]
        self.emit(f"func {name}({', '.join(f'_ {p}: Int' for p in params)}) -> Int {{")
        self.level += 1
        saved = self.scopes
        self.scopes = [{p: ("Int", False) for p in params}]
        cond = self.bool_expr(1)
        early, _ = self.reduce(*self.int_expr(1))
        self.emit(f"guard {cond} else {{ return {early} }}")
        result = self.fresh("r")
        self.emit(f"var {result} = {self.reduce(*self.int_expr(2))[0]}")
        self.declare(result, "Int", True)
        if self.chance(0.5):
            i = self.fresh("i")
            self.emit(f"for {i} in 0..<{self.r.randint(1, 3)} {{")
            self.level += 1
            self.push()
            self.declare(i, "Int", False)
            self.assign(result, self.reduce(*self.int_expr(2))[0])
            self.pop()
            self.level -= 1
            self.emit("}")
        self.emit(f"return {result}")
        self.scopes = saved
        self.level -= 1
        self.emit("}")
        self.functions.append((name, arity))

    # --- statements ---------------------------------------------------------------------------
    def statement(self):
        declarations = {"int": 6, "bool": 2, "string": 3, "array": 3, "struct": 2, "object": 2,
                        "enum": 1, "closure": 2, "optional": 2, "tuple": 1}
        # Inside blocks, mostly work on what exists (a declaration there is gone at its end).
        kinds = {k: (w if self.nesting == 0 else max(1, w // 3)) for k, w in declarations.items()}
        kinds.update({"assign": 8, "print": 10})
        if self.visible("[Int]", mutable=True):
            kinds["arrayop"] = 6
        if self.visible("S0", mutable=True):
            kinds["structop"] = 4
        if self.visible("C0"):
            kinds["objectop"] = 3
        if self.visible("Int->()"):
            kinds["callclosure"] = 2
        if self.visible("Int?"):
            kinds["iflet"] = 2
        if self.nesting < MAX_NESTING:
            kinds.update({"if": 5, "for": 4, "while": 2, "repeat": 1, "switch": 3, "defer": 1,
                          "forarray": 2, "stride": 1})
        if self.loops:
            kinds["jump"] = 2
        names = sorted(kinds)
        kind = self.r.choices(names, weights=[kinds[n] for n in names])[0]
        getattr(self, "stmt_" + kind)()

    def block(self, count, declare=()):
        self.level += 1
        self.nesting += 1
        self.push()
        for name, typ in declare:
            self.declare(name, typ, False)
        for _ in range(count):
            self.statement()
        self.pop()
        self.nesting -= 1
        self.level -= 1

    def stmt_int(self):
        name = self.fresh("v")
        mutable = self.chance(0.7)
        self.emit(f"{'var' if mutable else 'let'} {name} = {self.reduce(*self.int_expr())[0]}")
        self.declare(name, "Int", mutable)

    def stmt_bool(self):
        name = self.fresh("b")
        self.emit(f"var {name} = {self.bool_expr()}")
        self.declare(name, "Bool", True)

    def stmt_string(self):
        name = self.fresh("s")
        self.emit(f"var {name} = {self.stored_string()}")
        self.declare(name, "String", True)

    def stmt_array(self):
        name = self.fresh("a")
        kind = self.pick(["literal", "range", "map"])
        if kind == "literal":
            values = ", ".join(str(self.r.randint(-9, 30)) for _ in range(self.r.randint(0, 5)))
            self.emit(f"var {name}: [Int] = [{values}]")
        elif kind == "range":
            self.emit(f"var {name} = Array(0..<{self.r.randint(0, 6)})")
        else:
            self.emit(f"var {name} = (1...{self.r.randint(1, 5)}).map {{ ($0 * {self.r.randint(2, 9)}) % 10 }}")
        self.declare(name, "[Int]", True)

    def stmt_assign(self):
        options = []
        if self.visible("Int", mutable=True):
            options += ["int"] * 4
        if self.visible("Bool", mutable=True):
            options += ["bool"]
        if self.visible("String", mutable=True):
            options += ["string"]
        if not options:
            return self.stmt_int()
        kind = self.pick(options)
        if kind == "int":
            v = self.pick(self.visible("Int", mutable=True))
            op = self.pick(["=", "+=", "-=", "*="])
            if op == "=":
                self.assign(v, self.reduce(*self.int_expr())[0])
            elif op == "*=":
                self.emit(f"{v} *= {self.r.randint(-3, 9)}")
                self.emit(f"{v} %= {MOD}")
            else:
                self.emit(f"{v} {op} {self.int_expr()[0]}")
                self.emit(f"{v} %= {MOD}")
        elif kind == "bool":
            b = self.pick(self.visible("Bool", mutable=True))
            if self.chance(0.3):
                self.emit(f"{b}.toggle()")
            else:
                self.assign(b, self.bool_expr(), instead=f"!{b}")
        else:
            s = self.pick(self.visible("String", mutable=True))
            if self.chance(0.5):
                self.emit(f"if {s}.count < {MAX_STRING} {{ {s} += {self.string_expr(1)} }}")
            else:
                self.assign(s, self.stored_string())

    def stmt_print(self):
        kind = self.pick(["int", "several", "string", "interpolation", "array", "bool", "terminator", "value"])
        if kind == "int":
            self.emit(f"print({self.int_expr()[0]})")
        elif kind == "several":
            items = [self.int_expr(1)[0], self.string_expr(1), self.bool_expr(1)]
            self.r.shuffle(items)
            sep = self.pick(["", ', separator: " | "', ', separator: ""'])
            self.emit(f"print({', '.join(items)}{sep})")
        elif kind == "string":
            self.emit(f"print({self.string_expr()})")
        elif kind == "interpolation":
            self.emit(f"print(\"value \\({self.int_expr(1)[0]}) and \\({self.string_expr(1)})\")")
        elif kind == "array" and self.visible("[Int]"):
            arr = self.pick(self.visible("[Int]"))
            self.emit(f"print({self.pick([arr, f'{arr}.sorted()', f'{arr}.map {{ $0 * 2 }}', f'Array({arr}.reversed())'])})")
        elif kind == "terminator":
            self.emit(f"print({self.int_expr(1)[0]}, terminator: \"{self.pick([' ', ';', ''])}\")")
            self.emit(f"print({self.string_expr(1)})")
        elif kind == "value":
            options = [n for t in ("S0", "E0", "Int?") for n in self.visible(t)]
            if options:
                v = self.pick(options)
                self.emit(f"print({v}{' as Any' if v in self.visible('Int?') else ''})")
            else:
                self.emit(f"print({self.bool_expr()})")
        else:
            self.emit(f"print({self.bool_expr()})")

    def stmt_arrayop(self):
        arr = self.pick(self.visible("[Int]", mutable=True))
        kind = self.pick(["append", "append", "removeLast", "removeAt", "insert", "set", "sort", "map", "filter", "copy"])
        if kind == "append":
            self.emit(f"if {arr}.count < {MAX_ARRAY} {{ {arr}.append({self.reduce(*self.int_expr())[0]}) }}")
        elif kind == "removeLast":
            self.emit(f"if !{arr}.isEmpty {{ {arr}.removeLast() }}")
        elif kind == "removeAt":
            i = self.reduce(*self.int_expr(1))[0]
            self.emit(f"if !{arr}.isEmpty {{ {arr}.remove(at: abs({i}) % {arr}.count) }}")
        elif kind == "insert":
            self.emit(f"if {arr}.count < {MAX_ARRAY} {{ {arr}.insert({self.reduce(*self.int_expr(1))[0]}, at: 0) }}")
        elif kind == "set":
            i = self.reduce(*self.int_expr(1))[0]
            self.emit(f"if !{arr}.isEmpty {{ {arr}[abs({i}) % {arr}.count] = {self.reduce(*self.int_expr(1))[0]} }}")
        elif kind == "sort":
            self.emit(f"{arr}.{self.pick(['sort()', 'sort(by: >)', 'reverse()'])}")
        elif kind == "map":
            k = self.r.randint(-3, 5)
            self.emit(f"{arr} = {arr}.map {{ ($0 * {self.literal(k)} + {self.r.randint(0, 9)}) % {MOD} }}")
        elif kind == "filter":
            self.emit(f"{arr} = {arr}.filter {{ $0 % {self.pick([2, 3])} {self.pick(['==', '!='])} 0 }}")
        else:
            copy = self.fresh("a")
            self.emit(f"let {copy} = {arr}")
            self.emit(f"if {arr}.count < {MAX_ARRAY} {{ {arr}.append({self.r.randint(0, 99)}) }}")
            self.emit(f"print({copy}.count, {arr}.count, {copy} == {arr})")
            self.declare(copy, "[Int]", False)

    def stmt_struct(self):
        name = self.fresh("st")
        items = ", ".join(str(self.r.randint(0, 9)) for _ in range(self.r.randint(0, 3)))
        self.emit(f"var {name} = S0(a: {self.reduce(*self.int_expr(1))[0]}, name: {self.stored_string()}, items: [{items}])")
        self.declare(name, "S0", True)

    def stmt_structop(self):
        s = self.pick(self.visible("S0", mutable=True))
        kind = self.pick(["bump", "push", "field", "copy", "copy", "name"])
        if kind == "bump":
            self.emit(f"{s}.bump({self.reduce(*self.int_expr())[0]})")
        elif kind == "push":
            self.emit(f"{s}.push({self.reduce(*self.int_expr(1))[0]})")
        elif kind == "field":
            self.assign(f"{s}.a", self.reduce(*self.int_expr())[0])
        elif kind == "name":
            self.emit(f"{s}.name = {self.stored_string()}")
        else:
            copy = self.fresh("st")
            self.emit(f"var {copy} = {s}")
            self.emit(f"{copy}.bump({self.r.randint(1, 9)})")
            self.emit(f"{copy}.push({self.r.randint(0, 9)})")
            self.emit(f"print({s})")
            self.emit(f"print({copy}, {s}.a == {copy}.a)")
            self.declare(copy, "S0", True)

    def stmt_object(self):
        name = self.fresh("c")
        cls = self.pick(["C0", "D0"])
        self.emit(f"let {name}: C0 = {cls}(n: {self.reduce(*self.int_expr(1))[0]})")
        self.declare(name, "C0", False)
        if self.chance(0.5):
            alias = self.fresh("c")
            self.emit(f"let {alias} = {name}")
            self.declare(alias, "C0", False)

    def stmt_objectop(self):
        c = self.pick(self.visible("C0"))
        kind = self.pick(["add", "add", "tag", "print", "alias"])
        if kind == "add":
            self.emit(f"{c}.add({self.reduce(*self.int_expr())[0]})")
        elif kind == "tag":
            self.emit(f"{c}.tag({self.string_expr(1)})")
        elif kind == "print":
            self.emit(f"print({c}.n, {c}.tags, {c}.kind(), {c} is D0)")
        else:
            alias = self.fresh("c")
            self.emit(f"let {alias} = {c}")
            self.emit(f"{alias}.add({self.r.randint(1, 9)})")
            self.emit(f"print({c}.n, {alias}.n, {c} === {alias})")
            self.declare(alias, "C0", False)

    def stmt_enum(self):
        name = self.fresh("e")
        self.emit(f"var {name} = E0.allCases[abs({self.reduce(*self.int_expr(1))[0]}) % 3]")
        self.declare(name, "E0", True)
        if self.chance(0.5):
            self.emit(f"print({name}, [{name}], {name}.rawValue)")

    def stmt_closure(self):
        if self.chance(0.5) or not self.visible("Int"):
            counter = self.fresh("cap")
            fn = self.fresh("inc")
            self.emit(f"var {counter} = {self.r.randint(0, 9)}")
            self.emit(f"let {fn} = {{ (k: Int) in {counter} = ({counter} + k) % {MOD} }}")
            self.declare(counter, "Int", True)
            self.declare(fn, "Int->()", False)
        else:
            captured = self.pick(self.visible("Int"))
            fn = self.fresh("g")
            k = self.r.randint(1, 7)
            if self.chance(0.5):
                self.emit(f"let {fn} = {{ [{captured}] (x: Int) -> Int in (x * {k} + {captured}) % {MOD} }}")
            else:
                self.emit(f"let {fn} = {{ (x: Int) -> Int in (x * {k} + {captured}) % {MOD} }}")
            self.declare(fn, "Int->Int", False)

    def stmt_callclosure(self):
        fn = self.pick(self.visible("Int->()"))
        self.emit(f"{fn}({self.reduce(*self.int_expr())[0]})")

    def stmt_optional(self):
        name = self.fresh("o")
        if self.visible("[Int]") and self.chance(0.4):
            self.emit(f"let {name} = {self.pick(self.visible('[Int]'))}.{self.pick(['first', 'last', 'max()'])}")
        else:
            self.emit(f"let {name}: Int? = {self.bool_expr(1)} ? {self.reduce(*self.int_expr(1))[0]} : nil")
        self.declare(name, "Int?", False)

    def stmt_iflet(self):
        o = self.pick(self.visible("Int?"))
        bound = self.fresh("u")
        self.emit(f"if let {bound} = {o}{', ' + self.bool_expr(1) if self.chance(0.3) else ''} {{")
        self.block(self.r.randint(1, 2), [(bound, "Int")])
        self.emit("} else {")
        self.block(1)
        self.emit("}")

    def stmt_tuple(self):
        name = self.fresh("t")
        self.emit(f"let {name} = ({self.reduce(*self.int_expr(1))[0]}, {self.string_expr(1)})")
        self.emit(f"print({name}, {name}.0, {name}.1)")

    def stmt_if(self):
        self.emit(f"if {self.bool_expr()} {{")
        self.block(self.r.randint(1, 3))
        while self.chance(0.3):
            self.emit(f"}} else if {self.bool_expr()} {{")
            self.block(self.r.randint(1, 2))
        if self.chance(0.5):
            self.emit("} else {")
            self.block(self.r.randint(1, 2))
        self.emit("}")

    def loop_body(self, count, declare=()):
        self.loops += 1
        self.block(count, declare)
        self.loops -= 1

    def stmt_for(self):
        i = self.fresh("i")
        n = self.r.randint(0, MAX_LOOP)
        rng = self.pick([f"0..<{n}", f"1...{max(n, 1)}", f"(0..<{n}).reversed()"])
        where = f" where {i} % 2 == {self.r.randint(0, 1)}" if self.chance(0.2) else ""
        self.emit(f"for {i} in {rng}{where} {{")
        self.loop_body(self.r.randint(1, 3), [(i, "Int")])
        self.emit("}")

    def stmt_stride(self):
        i = self.fresh("i")
        lo, step = self.r.randint(-5, 5), self.r.randint(1, 4)
        hi = lo + step * self.r.randint(0, MAX_LOOP)
        if self.chance(0.5):
            self.emit(f"for {i} in stride(from: {lo}, {self.pick(['to', 'through'])}: {hi}, by: {step}) {{")
        else:
            self.emit(f"for {i} in stride(from: {hi}, {self.pick(['to', 'through'])}: {lo}, by: -{step}) {{")
        self.loop_body(self.r.randint(1, 2), [(i, "Int")])
        self.emit("}")

    def stmt_forarray(self):
        if not self.visible("[Int]"):
            return self.stmt_array()
        arr = self.pick(self.visible("[Int]"))
        x = self.fresh("x")
        # Iterating a var array while the body changes it: the loop walks the value it started
        # with, four elements at most.
        if self.chance(0.5):
            idx = self.fresh("k")
            self.emit(f"for ({idx}, {x}) in {arr}.prefix({MAX_LOOP}).enumerated() {{")
            self.loop_body(self.r.randint(1, 3), [(x, "Int"), (idx, "Int")])
        else:
            self.emit(f"for {x} in {arr}.prefix({MAX_LOOP}) {{")
            self.loop_body(self.r.randint(1, 3), [(x, "Int")])
        self.emit("}")

    def stmt_while(self):
        n = self.fresh("n")
        self.emit(f"var {n} = 0")
        self.emit(f"while {n} < {self.r.randint(0, MAX_LOOP)} {{")
        self.level += 1
        self.emit(f"{n} += 1")
        self.level -= 1
        self.loop_body(self.r.randint(1, 3), [(n, "Int")])
        self.emit("}")

    def stmt_repeat(self):
        n = self.fresh("n")
        self.emit(f"var {n} = 0")
        self.emit("repeat {")
        self.level += 1
        self.emit(f"{n} += 1")
        self.level -= 1
        self.loop_body(self.r.randint(1, 2), [(n, "Int")])
        self.emit(f"}} while {n} < {self.r.randint(1, MAX_LOOP)}")

    def stmt_jump(self):
        self.emit(f"if {self.bool_expr(1)} {{ {self.pick(['break', 'continue'])} }}")

    def stmt_switch(self):
        if self.visible("E0") and self.chance(0.3):
            e = self.pick(self.visible("E0"))
            self.emit(f"switch {e} {{")
            for case in ["red", "green", "blue"]:
                self.emit(f"case .{case}:")
                self.block(1)
            self.emit("}")
            return
        if self.chance(0.25):
            self.emit(f"switch ({self.bool_expr(1)}, {self.int_expr(1)[0]} % 3) {{")
            self.emit("case (true, 0):")
            self.block(1)
            self.emit("case (false, let r) where r != 0:")
            self.block(1, [("r", "Int")])
            self.emit("default:")
            self.block(1)
            self.emit("}")
            return
        subject, _ = self.reduce(*self.int_expr())
        self.emit(f"switch {subject} {{")
        used = set()
        for _ in range(self.r.randint(1, 3)):
            kind = self.pick(["value", "range", "where"])
            if kind == "value":
                values = sorted({self.r.randint(-5, 20) for _ in range(self.r.randint(1, 3))} - used)
                if not values:
                    continue
                used.update(values)
                self.emit(f"case {', '.join(str(v) for v in values)}:")
                self.block(self.r.randint(1, 2))
            elif kind == "range":
                lo = self.r.randint(-30, 30)
                hi = lo + self.r.randint(0, 40)
                self.emit(f"case {self.literal(lo)}...{self.literal(hi)}:")
                self.block(self.r.randint(1, 2))
            else:
                y = self.fresh("y")
                self.emit(f"case let {y} where {y} % {self.pick([2, 3, 4])} == 0:")
                self.block(self.r.randint(1, 2), [(y, "Int")])
        self.emit("default:")
        self.block(1)
        self.emit("}")

    def stmt_defer(self):
        self.emit("do {")
        self.level += 1
        self.emit(f"defer {{ print(\"leaving block {self.fresh('d')}\") }}")
        self.level -= 1
        self.block(self.r.randint(1, 3))
        self.emit("}")

    def program(self):
        self.prelude()
        for _ in range(self.size):
            self.statement()
        # The final state of everything still in scope.
        for typ in ("Int", "Bool", "String", "[Int]", "S0", "E0"):
            names = self.visible(typ)
            if typ == "String" and names:
                self.emit(f"print([{', '.join(names)}])")
            elif names:
                self.emit(f"print({', '.join(names)}, separator: \", \")")
        return "\n".join(self.lines) + "\n"


def generate(seed, size):
    return Gen(seed, size).program()


SWIFTC = ["swiftc", "-swift-version", "5", "-Onone", "-module-name", "main", "-lm"]


def verify_one(seed, size, work):
    source = os.path.join(work, f"gen-{seed}.swift")
    binary = os.path.join(work, f"gen-{seed}")
    with open(source, "w") as f:
        f.write(generate(seed, size))
    start = time.monotonic()
    compiled = subprocess.run(SWIFTC + [os.path.basename(source), "-o", binary], cwd=work,
                              capture_output=True, text=True)
    seconds = time.monotonic() - start
    if compiled.returncode != 0:
        errors = [l for l in compiled.stderr.splitlines() if "error:" in l][:3]
        return seed, seconds, "does not compile: " + " / ".join(errors)
    outputs = []
    for _ in range(2):
        try:
            run = subprocess.run([binary], capture_output=True, timeout=10, stdin=subprocess.DEVNULL,
                                 env=dict(os.environ, SWIFT_BACKTRACE="enable=no"))
        except subprocess.TimeoutExpired:
            return seed, seconds, "still running after 10 s"
        if run.returncode != 0:
            return seed, seconds, f"exited {run.returncode}: {run.stderr.decode(errors='replace').splitlines()[:1]}"
        outputs.append(run.stdout)
    if outputs[0] != outputs[1]:
        return seed, seconds, "two runs printed different output"
    with open(os.path.join(work, f"gen-{seed}.out"), "wb") as f:
        f.write(outputs[0])
    return seed, seconds, None


def verify(spec, size, jobs, keep):
    first, _, count = spec.partition(":")
    seeds = range(int(first), int(first) + int(count or 1))
    if shutil.which("swiftc") is None:
        sys.exit("swift-program-gen.py: swiftc not found on PATH")
    work = keep or tempfile.mkdtemp(prefix="swift-program-gen.")
    os.makedirs(work, exist_ok=True)
    failures = 0
    times = []
    try:
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            for seed, seconds, problem in pool.map(lambda s: verify_one(s, size, work), seeds):
                times.append(seconds)
                if problem:
                    failures += 1
                    print(f"FAILED seed {seed}: {problem}")
                else:
                    print(f"ok     seed {seed} ({seconds:.1f} s to compile)")
    finally:
        if not keep:
            shutil.rmtree(work, ignore_errors=True)
    print(f"{len(times) - failures} of {len(times)} seeds compiled and ran deterministically; "
          f"compile time mean {sum(times) / max(len(times), 1):.2f} s, max {max(times, default=0):.2f} s")
    return 1 if failures else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("seed", nargs="?", type=int, help="the seed of the program to print")
    parser.add_argument("--size", type=int, default=24, help="top-level statements (default 24)")
    parser.add_argument("--verify", metavar="FIRST:COUNT", help="compile and run COUNT seeds from FIRST")
    parser.add_argument("--jobs", type=int, default=1, help="compiles at a time with --verify (default 1)")
    parser.add_argument("--keep", metavar="DIR", help="with --verify: keep programs and outputs in DIR")
    args = parser.parse_args()
    if args.verify:
        sys.exit(verify(args.verify, args.size, args.jobs, args.keep))
    if args.seed is None:
        parser.error("give a seed (or --verify FIRST:COUNT)")
    sys.stdout.write(generate(args.seed, args.size))


if __name__ == "__main__":
    main()
