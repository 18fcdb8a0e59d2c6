/// `Substring`, what slicing a string gives (`s.dropFirst()`, `s[a..<b]`, `split`): a String
/// value at run time, since what a program can see of the difference is the type's name
/// (`type(of:)`, `Array<Substring>`). The members are String's, registered once there: those
/// returning a part of the string say `Substring`, the others (`uppercased()`…) `String`, as in
/// Swift, where both types share them through StringProtocol.
extension Library {
    func shareStringMembersWithSubstring() {
        substring.members = string.members
        substring.conformances = string.conformances
        substring.nestedTypes = string.nestedTypes
        substring.typeAliases = string.typeAliases
    }
}
