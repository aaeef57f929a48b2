export async function render(main) { main.innerHTML = '<div class="page"><h1>cute</h1></div>'; }
