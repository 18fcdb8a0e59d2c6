// simrepl-swift: the Swift front end in a process of its own. simrepl starts it at a session's
// first `import "File.swift"` and speaks to it a message at a time (SimSwiftHelper), so that
// simrepl itself does not link swift-syntax. Not meant to be run by hand — except as
// `simrepl-swift run FILE.swift`, which interprets a pure-Swift program (SwiftInterpreter).
import Glibc
import SimSwift
import SimSwiftHelper
import SwiftInterpreter

signal(SIGPIPE, SIG_IGN)
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "run" {
    exit(RunCommand.main(Array(CommandLine.arguments.dropFirst(2))))
}
// Ctrl-C at simrepl's prompt reaches the whole foreground process group: it is simrepl's to
// handle (it cancels the line), and this helper must outlive it to serve the session.
signal(SIGINT, SIG_IGN)
SwiftHelperServer.serve(SimSwiftFrontEnd())
