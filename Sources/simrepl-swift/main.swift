// simrepl-swift: the Swift front end in a process of its own. simrepl starts it at a session's
// first `import "File.swift"` and speaks to it a message at a time (SimSwiftHelper), so that
// simrepl itself does not link swift-syntax. Not meant to be run by hand.
import Glibc
import SimSwift
import SimSwiftHelper

signal(SIGPIPE, SIG_IGN)
// Ctrl-C at simrepl's prompt reaches the whole foreground process group: it is simrepl's to
// handle (it cancels the line), and this helper must outlive it to serve the session.
signal(SIGINT, SIG_IGN)
SwiftHelperServer.serve(SimSwiftFrontEnd())
