// simrepl-swift: the Swift front end in a process of its own. simrepl starts it at a session's
// first `import "File.swift"` and speaks to it a JSON line at a time (SimSwiftHelper), so that
// simrepl itself does not link swift-syntax. Not meant to be run by hand.
import Glibc
import SimSwift
import SimSwiftHelper

signal(SIGPIPE, SIG_IGN)
SwiftHelperServer.serve(SimSwiftFrontEnd())
