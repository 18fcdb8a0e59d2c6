extension Library {
    func registerOptional() {}
}
