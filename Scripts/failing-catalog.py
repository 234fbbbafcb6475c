#!/usr/bin/env python3
# Writes a package whose docs fail on half the pages, to measure how many builds and how long
# `patterndoc test` takes when many blocks fail, against one plain build of its workspace:
#
#   Scripts/failing-catalog.py DIR [PAGES]     (20 pages unless told)
#   cd DIR && time patterndoc test             # the run (it reports its builds)
#   cp -r DIR/.build/patterndoc/workspace W && rm -rf W/.build && (cd W && time swift build --build-tests)
#
# Every odd page fails in three layers (each redeclared `Example` starts one): type errors, a
# syntax error, a missing symbol, errors found only after type-checking (a constant used before
# it is set, a missing return), a block calling a function of a failing block, and a test block
# that does not compile.
import os, sys
root = sys.argv[1]
n = int(sys.argv[2]) if len(sys.argv) > 2 else 20
os.makedirs(f"{root}/Sources/Lib", exist_ok=True)
os.makedirs(f"{root}/Docs", exist_ok=True)
open(f"{root}/Package.swift","w").write('''// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "FailCat",
    products: [.library(name: "Lib", targets: ["Lib"])],
    targets: [.target(name: "Lib")],
    swiftLanguageModes: [.v6]
)
''')
open(f"{root}/Sources/Lib/Lib.swift","w").write('''/// A counter.
public struct Counter: Sendable { public var value = 0; public init() {}; public mutating func add() { value += 1 } }
''')
def fence(code, attrs=""):
    return f"```swift{(' ' + attrs) if attrs else ''}\n{code}\n```\n\n"
pages = []
for i in range(n):
    name = f"Page{i:02d}"
    pages.append(name)
    t = f"# {name}\n\n"
    fail = i % 2 == 1
    # layer 1
    t += fence(f"struct Example {{ var n = {i} }}\nvar c = Counter()\nc.add()\nprint(c.value)")
    if fail and i % 4 == 1:
        t += fence(f"let wrong{i}: Int = \"text\"")                       # type error
        t += fence(f"func helper{i}() -> Int {{ return \"x\" }}")        # type error in a func
        t += fence(f"print(helper{i}())")                                # depends on failing block
    elif fail:
        t += fence(f"print(notDeclared{i})")                              # missing symbol
        t += fence(f"func uninit{i}() -> Int {{\n    let x: Int\n    return x\n}}")  # SIL: used before init
        t += fence(f"let = {i}")                                          # syntax error
    t += fence(f"print(Example().n)")
    # layer 2: redeclares Example
    t += fence(f"struct Example {{ var m = \"{i}\" }}\nprint(Example().m)")
    if fail:
        t += fence(f"func missingReturn{i}() -> Int {{\n}}")              # SIL: missing return
        t += fence("@Test func adds() {\n    var c = Counter()\n    c.add()\n    #expect(c.value == \"one\")\n}", "test")  # test fails to compile
    t += fence("@Test func addsOne() {\n    var c = Counter()\n    c.add()\n    #expect(c.value == 1)\n}", "test")
    # layer 3
    t += fence(f"struct Example {{ var k = [{i}] }}\nprint(Example().k)")
    if fail:
        t += fence(f"let k{i}: String = Example().k")                    # type error in layer 3
    open(f"{root}/Docs/{name}.md","w").write(t)
open(f"{root}/Docs/SUMMARY.md","w").write("# Summary\n\n" + "".join(f"- [{p}]({p}.md)\n" for p in pages))
