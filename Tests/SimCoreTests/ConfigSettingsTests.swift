import Testing
@testable import SimCore

/// `Simulator.Config.settings` is the one list of settings `config` takes: every field of
/// `Config` has a row, and each row reads and writes the field it is named after.
@Suite("Config settings table")
struct ConfigSettingsTests {
    /// Config's stored fields by name, as numbers.
    private func fields(_ config: Simulator.Config) -> [String: Double] {
        var out: [String: Double] = [:]
        for child in Mirror(reflecting: config).children {
            guard let label = child.label else { continue }
            if let d = child.value as? Double { out[label] = d } else if let i = child.value as? Int64 { out[label] = Double(i) }
            else if let b = child.value as? Bool { out[label] = b ? 1 : 0 }
        }
        return out
    }

    @Test func everyFieldHasARowAndEveryRowWritesItsOwnField() {
        let defaults = fields(Simulator.Config())
        #expect(Set(defaults.keys) == Set(Simulator.Config.settings.map(\.name)), "a Config field without a row, or a row without a field")
        for setting in Simulator.Config.settings {
            var config = Simulator.Config()
            switch setting.amount {
            case .points(let path): config[keyPath: path] = 12_345
            case .duration(let path, _): config[keyPath: path] = 12_345
            case .flag(let path): config[keyPath: path] = !config[keyPath: path]
            }
            let changed = fields(config).filter { $0.value != defaults[$0.key] }
            let expected = setting.value(in: config)
            if case .flag = setting.amount { #expect(expected == 1 - setting.value(in: Simulator.Config())) } else { #expect(expected == 12_345) }
            #expect(changed == [setting.name: expected], "\(setting.name) wrote \(changed)")
        }
    }

    @Test func namesAreUniqueAndEachSaysWhatItMeans() {
        let names = Simulator.Config.settings.map(\.name)
        #expect(Set(names).count == names.count)
        for setting in Simulator.Config.settings {
            #expect(!setting.meaning.isEmpty && setting.what.hasPrefix("the "), "\(setting.name)")
        }
    }
}
