// Loaded by ToastHost after mount: react-toastify's styles, then ours over them (order matters).
import 'react-toastify/ReactToastify.css';
import './toasts.css';
