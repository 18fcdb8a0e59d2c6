class Model {
}
