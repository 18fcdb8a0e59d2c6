struct ViewModel {
    let name: String
}
