import Testing
@testable import SwiftInterpreter
