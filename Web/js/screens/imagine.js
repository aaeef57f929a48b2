export async function render(main) { main.innerHTML = '<div class="page"><h1>imagine</h1></div>'; }
