/// The version of the package, as SemVer: what `simrepl --version` prints and what a release is
/// tagged (scripts/check-consumer.sh reads it from this line to tag the copy it builds against).
public enum SimreplVersion {
    /// The version, `MAJOR.MINOR.PATCH`.
    public static let current = "0.10.0"
}
