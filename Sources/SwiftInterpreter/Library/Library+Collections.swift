extension Library {
    func registerCollections() {}
}
