// simrepl — entry point. Argument parsing lives in SimCommandLine/CLI/; the REPL loop in
// CLI/ReplSession.swift. A command that needs Swift becomes simrepl-swift (which has the Swift
// interpreter): simrepl itself never loads swift-syntax.
import SimCommandLine

SwiftScreens.becomeSimreplSwiftIfNeeded(Array(CommandLine.arguments.dropFirst()))
SimreplMain.run()
