extension Library {
    func registerNumbers() {}
}
