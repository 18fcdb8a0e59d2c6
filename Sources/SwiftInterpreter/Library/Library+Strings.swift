extension Library {
    func registerStrings() {}
}
