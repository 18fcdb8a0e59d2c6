// simrepl-swift: simrepl with Swift. The same command line (SimCommandLine) with the Swift
// interpreter's bridge as its front end: simrepl becomes it (exec) for a command that may run
// Swift, so that simrepl itself never loads swift-syntax. `simrepl-swift --run-program …` runs a
// pure-Swift program in a process of its own, for `simrepl run main.swift`.
import Glibc
import SimCommandLine
import SimSwiftBridge
import SimSwiftHelper
import SwiftInterpreter

signal(SIGPIPE, SIG_IGN)
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == SwiftProgramRun.runProgramFlag {
    exit(RunCommand.main(Array(CommandLine.arguments.dropFirst(2))))
}
SwiftScreens.frontEnd = { SwiftBridgeFrontEnd() }
SimreplMain.run()
